import { Link } from 'react-router';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import { ApiError } from '../../lib/http';
import './report.css';

/** The board's answer for a gift or card an admin took down (410 'gift-removed'). */
export function isRemoved(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'gift-removed';
}

/** What the link of a taken-down gift or card shows instead of a board. */
export function RemovedGift({ createPath }: { createPath: string }) {
  return (
    <main className="page page--narrow">
      <div className="card removed-gift" role="alert">
        <h1>{MODERATION_MESSAGES.removed}</h1>
        <p>{MODERATION_MESSAGES.removedDetail}</p>
        <Link className="button" to={createPath}>
          Make a puzzle of your own
        </Link>
      </div>
    </main>
  );
}
