// Placeholder until its issue lands.
export default function DailyPicturePage() {
  return (
    <main className="page">
      <h1>Daily Puzzle</h1>
    </main>
  );
}
