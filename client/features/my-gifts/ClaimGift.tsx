import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/http';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../stores/session';
import type { ReturnState } from '../accounts/return-path';
import { myGiftsApi } from './api';
import './my-gifts.css';

interface ClaimGiftProps {
  puzzleId: string;
  watchToken: string; // '' when the page was opened by its owner without one: nothing to claim then
}

/** On a watch page: keep a gift sent while signed out in the account ("My gifts"). */
export function ClaimGift({ puzzleId, watchToken }: ClaimGiftProps) {
  const user = useSession((s) => s.user);
  const known = useSession((s) => s.status === 'known');
  const { pathname, hash } = useLocation();
  if (!watchToken || !known) return null;
  if (!user) {
    const back: ReturnState = { from: pathname + hash }; // the token comes back with the page, never in a URL
    return (
      <p className="claim-gift">
        <span className="claim-gift__text">
          <Link to="/login" state={back}>
            Sign in to keep this gift in your account
          </Link>{' '}
          and follow it from any device.
        </span>
      </p>
    );
  }
  return <SaveToAccount key={user.id} puzzleId={puzzleId} watchToken={watchToken} />;
}

type Ownership = 'mine' | 'not-mine';

function SaveToAccount({ puzzleId, watchToken }: ClaimGiftProps) {
  const owned = useLoad(
    (signal) => myGiftsApi.get(puzzleId, signal).then((): Ownership => 'mine', (error: unknown) => notMineOrThrow(error)),
    [puzzleId],
  );
  const [claim, setClaim] = useState<{ status: 'idle' | 'busy' | 'saved' } | { status: 'failed'; message: string }>({ status: 'idle' });

  if (owned.status !== 'ready') return null; // a check that failed offers nothing rather than a wrong offer
  if (owned.value === 'mine' || claim.status === 'saved') {
    return (
      <p className="claim-gift claim-gift--saved" role="status">
        <span className="claim-gift__text">{claim.status === 'saved' ? 'Saved to your account.' : 'This gift is in your account.'}</span>
        <Link to="/my-gifts">See all your gifts</Link>
      </p>
    );
  }

  function save() {
    setClaim({ status: 'busy' });
    myGiftsApi.claim(puzzleId, { watchToken }).then(
      () => setClaim({ status: 'saved' }),
      (error: unknown) => setClaim({ status: 'failed', message: claimErrorMessage(error) }),
    );
  }

  return (
    <div className="claim-gift">
      <span className="claim-gift__text">Keep this gift in your account to follow it from any device.</span>
      <button type="button" className="button button--ghost" onClick={save} disabled={claim.status === 'busy'}>
        {claim.status === 'busy' ? 'Saving…' : 'Save to my account'}
      </button>
      {claim.status === 'failed' ? (
        <p className="form-error claim-gift__error" role="alert">
          {claim.message}
        </p>
      ) : null}
    </div>
  );
}

function notMineOrThrow(error: unknown): Ownership {
  if (error instanceof ApiError && error.status === 404) return 'not-mine';
  throw error;
}

function claimErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'owned-by-another-account') return error.message; // the server's words
  if (error instanceof ApiError && error.status === 401) return 'Your session has ended. Please sign in again.';
  return 'The gift could not be saved. Check your connection and try again.';
}
