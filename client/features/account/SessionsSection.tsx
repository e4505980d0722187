import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionInfo } from '../../../contract/schemas/account';
import { useSession } from '../../stores/session';
import { accountApi } from './api';
import { formatWhen } from './useOverview';

/** Where the account is signed in, this browser marked, and "Sign out everywhere" (this one too). */
export function SessionsSection({ sessions }: { sessions: SessionInfo[] }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSignOutEverywhere() {
    setBusy(true);
    setError('');
    try {
      await accountApi.signOutEverywhere();
      useSession.setState({ user: null, status: 'known' });
      void navigate('/login');
    } catch {
      setError('Could not sign out everywhere. Please try again.');
      setBusy(false);
    }
  }

  return (
    <section className="card account__section" aria-labelledby="account-sessions">
      <h2 id="account-sessions">Where you are signed in</h2>
      <ul className="account__list">
        {sessions.map((session, index) => (
          <li key={index} className="account__item">
            <span>
              <strong>{session.device}</strong>
              {session.current ? <span className="account__badge">This browser</span> : null}
            </span>
            <span className="account__meta">Last seen {formatWhen(session.lastSeenAt)}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => void onSignOutEverywhere()} disabled={busy}>
        Sign out everywhere
      </button>
    </section>
  );
}
