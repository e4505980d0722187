// Placeholder until its issue lands.
export default function DailyWordPage() {
  return (
    <main className="page">
      <h1>Daily Word Puzzle</h1>
    </main>
  );
}
