// Placeholder until its issue lands.
export default function PreviewSendPage() {
  return (
    <main className="page">
      <h1>Puzzle Preview</h1>
    </main>
  );
}
