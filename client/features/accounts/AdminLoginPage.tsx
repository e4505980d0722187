// Placeholder until its issue lands.
export default function AdminLoginPage() {
  return (
    <main className="page">
      <h1>Admin Login</h1>
    </main>
  );
}
