import { Link } from 'react-router';
import { ApiError } from '../lib/http';

/** The board's answer for a gift or card whose photo and message retention removed (410 'gift-expired'). */
export function isExpired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'gift-expired';
}

/** What the link of an expired gift or card shows instead of a board: the server's wording, which names the days. */
export function ExpiredGift({ error, createPath }: { error: ApiError; createPath: string }) {
  return (
    <main className="page page--narrow">
      <div className="card" role="alert">
        <h1>This gift has been put away</h1>
        <p>{error.message}</p>
        <p>
          How long we keep photos and messages is explained in our <Link to="/terms#retention">terms</Link>.
        </p>
        <Link className="button" to={createPath}>
          Make a puzzle of your own
        </Link>
      </div>
    </main>
  );
}
