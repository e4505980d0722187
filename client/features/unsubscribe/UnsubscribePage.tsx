import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/http';
import { useLoad } from '../../lib/useLoad';
import { unsubscribeApi } from './api';
import './unsubscribe.css';

/**
 * /unsubscribe/:token — the "Don't send me puzzle gifts" link of a recipient's mail. Opening
 * it changes nothing (link scanners open links too); one button says no, and the page then
 * offers to undo it. No login: the link's signed token names the address.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const load = useLoad((signal) => unsubscribeApi.state(token, signal), [token]);
  const [changed, setChanged] = useState<boolean | null>(null); // the state after this visit's button
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (load.status === 'loading') return <Shell><p role="status">Loading…</p></Shell>;
  if (load.status === 'error') {
    const invalid = load.error instanceof ApiError && load.error.code === 'invalid-unsubscribe-token';
    return (
      <Shell>
        <div className="card unsubscribe" role="alert">
          <h1>{invalid ? 'This link is not valid' : 'Something went wrong'}</h1>
          <p>{load.error instanceof Error ? load.error.message : 'Please try again.'}</p>
          {invalid && <p className="unsubscribe__note">Nothing was changed.</p>}
        </div>
      </Shell>
    );
  }

  const suppressed = changed ?? load.value.suppressed;
  async function act(change: () => Promise<{ suppressed: boolean }>) {
    setBusy(true);
    setFailure(null);
    try {
      setChanged((await change()).suppressed);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Shell>
      <div className="card unsubscribe">
        {suppressed ? (
          <>
            <h1>You will not receive puzzle gifts</h1>
            <p role="status">
              {changed === true ? 'Done. ' : ''}Nobody can send a puzzle gift or card to this address any more. Anyone who tries is told that you chose not to receive them.
            </p>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void act(() => unsubscribeApi.undo(token))}>
              Undo: receive puzzle gifts again
            </button>
          </>
        ) : (
          <>
            <h1>Don’t send me puzzle gifts</h1>
            <p role={changed === false ? 'status' : undefined}>
              {changed === false
                ? 'Undone. Friends can send you puzzle gifts and cards again.'
                : 'Someone sent you a puzzle gift or card from Puzzle Gift. If you would rather not receive any more, from anyone, say so here.'}
            </p>
            <button type="button" className="button" disabled={busy} onClick={() => void act(() => unsubscribeApi.suppress(token))}>
              Don’t send me puzzle gifts
            </button>
          </>
        )}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <p className="unsubscribe__note">We keep only a coded fingerprint of your address, never the address itself.</p>
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <main className="page page--narrow">{children}</main>;
}
