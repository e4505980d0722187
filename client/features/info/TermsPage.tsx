// Placeholder until its issue lands.
export default function TermsPage() {
  return (
    <main className="page">
      <h1>Terms and Conditions</h1>
    </main>
  );
}
