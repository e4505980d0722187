import { Link } from 'react-router';
import { ApiError } from '../lib/http';

/** The board's answer for a gift or card its sender withdrew before it went out (410 'gift-cancelled'). */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'gift-cancelled';
}

/** What the link of a cancelled gift or card shows instead of a board. */
export function CancelledGift({ createPath }: { createPath: string }) {
  return (
    <main className="page page--narrow">
      <div className="card" role="alert">
        <h1>This gift was cancelled</h1>
        <p>Its sender withdrew it before it was sent, so there is nothing to open here.</p>
        <Link className="button" to={createPath}>
          Make a puzzle of your own
        </Link>
      </div>
    </main>
  );
}
