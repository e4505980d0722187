// Placeholder until its issue lands.
export default function CreatePage() {
  return (
    <main className="page">
      <h1>Create Your Puzzle</h1>
    </main>
  );
}
