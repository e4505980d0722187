// Placeholder until its issue lands.
export default function NewPasswordPage() {
  return (
    <main className="page">
      <h1>Choose a new password</h1>
    </main>
  );
}
