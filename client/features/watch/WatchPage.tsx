// Placeholder until its issue lands.
export default function WatchPage() {
  return (
    <main className="page">
      <h1>Watch</h1>
    </main>
  );
}
