import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { accountsApi } from './api';
import { AuthCard } from './AuthCard';
import { ApiError } from '../../lib/http';
import { PASSWORD_HINT, rawErrorMessage } from './messages';
import { PasswordField } from './PasswordField';

/**
 * /new-password#<token>, the link of the reset e-mail. The token travels in the fragment so it
 * never reaches a server log; once read it is also removed from the address bar and history.
 */
export default function NewPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readToken(location.hash));
  const hasHash = location.hash !== '';

  useEffect(() => {
    if (hasHash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [hasHash, navigate, location.pathname, location.search]);

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <p className="form-error auth__message" role="alert">
          This page needs the link from your password reset e-mail, and this one has no reset code.
        </p>
        <p>
          <Link to="/reset-password">Request a new reset e-mail</Link>
        </p>
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} />;
}

function readToken(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return ''; // a mangled link: treated like a missing code
  }
}

function NewPasswordForm({ token }: { token: string }) {
  const reloadSession = useSession((s) => s.load);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; badToken: boolean } | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      setError({ message: 'The two passwords do not match.', badToken: false });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await accountsApi.confirmReset({ token, password });
      setDone(true);
      void reloadSession(); // the server ended every session of the account
    } catch (failure) {
      const badToken = failure instanceof ApiError && failure.code === 'invalid-reset-token';
      setError({ message: rawErrorMessage(failure), badToken });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle={done ? undefined : 'Pick a new password for your account.'}>
      <div className="auth__live" aria-live="polite">
        {done ? (
          <p className="form-success auth__message">
            Your password has been changed. <Link to="/login">Log in with your new password.</Link>
          </p>
        ) : null}
      </div>
      {done ? null : (
        <form className="form" onSubmit={(event) => void onSubmit(event)}>
          <PasswordField
            label="New password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            hint={PASSWORD_HINT}
          />
          <PasswordField label="Confirm new password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
          {error ? (
            <div className="form-error auth__message" role="alert">
              <p>{error.message}</p>
              {error.badToken ? (
                <p>
                  <Link to="/reset-password">Request a new reset e-mail</Link>
                </p>
              ) : null}
            </div>
          ) : null}
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? 'Saving…' : 'Set new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
