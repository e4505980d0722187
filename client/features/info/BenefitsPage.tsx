// Placeholder until its issue lands.
export default function BenefitsPage() {
  return (
    <main className="page">
      <h1>Why Become a Member?</h1>
    </main>
  );
}
