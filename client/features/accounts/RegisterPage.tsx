// Placeholder until its issue lands.
export default function RegisterPage() {
  return (
    <main className="page">
      <h1>Create Your Free Account</h1>
    </main>
  );
}
