// Placeholder until its issue lands.
export default function ThankYouPage() {
  return (
    <main className="page">
      <h1>Thank you</h1>
    </main>
  );
}
