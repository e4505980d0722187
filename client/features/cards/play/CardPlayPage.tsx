import { Link, Navigate, useParams } from 'react-router';
import { CARD_MESSAGES } from '../../../../contract/cards';
import { CancelledGift, isCancelled } from '../../../components/CancelledGift';
import { ExpiredGift, isExpired } from '../../../components/ExpiredGift';
import { ApiError } from '../../../lib/http';
import { useBoard } from '../../../lib/puzzles/useBoard';
import { isRemoved, RemovedGift } from '../../report';
import { CardPlay } from './CardPlay';
import '../../../components/board-page.css';
import './card-play.css';

/** /play-puzzle-card/:id — the recipient puts the card's picture back together to open it. */
export default function CardPlayPage() {
  const { id = '' } = useParams();
  const load = useBoard(id);

  if (load.status === 'loading') {
    return (
      <main className="page page--medium">
        <p role="status">Loading puzzle...</p>
      </main>
    );
  }
  if (load.status === 'error' && isCancelled(load.error)) return <CancelledGift createPath="/create-puzzle-gift" />;
  if (load.status === 'error' && isRemoved(load.error)) return <RemovedGift createPath="/create-puzzle-gift" error={load.error} />;
  if (load.status === 'error' && isExpired(load.error)) return <ExpiredGift error={load.error} createPath="/create-puzzle-gift" />;
  if (load.status === 'error') {
    // A malformed id is a 400: to the recipient it is the same missing card.
    const missing = load.error instanceof ApiError && (load.error.status === 404 || load.error.status === 400);
    return (
      <main className="page page--narrow">
        <div className="card card-play-problem" role="alert">
          <h1>{missing ? CARD_MESSAGES.notFound : CARD_MESSAGES.loadFailed}</h1>
          {missing ? (
            <>
              <p>This card does not exist, or its link was copied incompletely. Check the link in your e-mail.</p>
              <Link className="button" to="/create-puzzle-gift">
                Make your own puzzle card
              </Link>
            </>
          ) : (
            <>
              <p className="form-note">Please check your connection and try again.</p>
              <button type="button" className="button" onClick={() => window.location.reload()}>
                Try again
              </button>
            </>
          )}
        </div>
      </main>
    );
  }

  // A photo gift's link pointed here: play it where gifts are played.
  if (load.value.kind !== 'card') return <Navigate to={`/play/${encodeURIComponent(load.value.id)}`} replace />;
  return <CardPlay board={load.value} />;
}
