// Placeholder until its issue lands.
export default function ResetPasswordPage() {
  return (
    <main className="page">
      <h1>Reset Password</h1>
    </main>
  );
}
