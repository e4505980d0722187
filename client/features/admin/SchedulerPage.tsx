// Placeholder until its issue lands.
export default function SchedulerPage() {
  return (
    <main className="page">
      <h1>Admin Scheduler</h1>
    </main>
  );
}
