import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import { ApiError } from '../../lib/http';
import './report.css';

/**
 * The board's answer for a gift or card that was removed: an admin took it down (410
 * 'gift-removed'), or its sender deleted their account (410 'sender-deleted-account').
 */
export function isRemoved(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'gift-removed' || error.code === 'sender-deleted-account');
}

/** What the link of a removed gift or card shows instead of a board; `error` says why it was removed. */
export function RemovedGift({ createPath, error }: { createPath: string; error?: unknown }) {
  const senderDeleted = error instanceof ApiError && error.code === 'sender-deleted-account';
  return (
    <main className="page page--narrow">
      <div className="card removed-gift" role="alert">
        <h1>{senderDeleted ? ACCOUNT_MESSAGES.senderDeleted : MODERATION_MESSAGES.removed}</h1>
        <p>{senderDeleted ? ACCOUNT_MESSAGES.senderDeletedDetail : MODERATION_MESSAGES.removedDetail}</p>
        <Link className="button" to={createPath}>
          Make a puzzle of your own
        </Link>
      </div>
    </main>
  );
}
