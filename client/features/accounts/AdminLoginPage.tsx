import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { accountsApi } from './api';
import { AuthCard } from './AuthCard';
import { rawErrorMessage } from './messages';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

const SCHEDULER = '/admin-scheduler';

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.signedIn);
  const current = useSession((s) => s.user);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { user } = await accountsApi.login({ email: email.trim(), password });
      signedIn(user);
      if (user.role === 'admin') {
        void navigate(SCHEDULER);
        return;
      }
      setError('This account is not an admin.');
    } catch (failure) {
      setError(rawErrorMessage(failure));
    }
    setBusy(false);
  }

  // An admin who is already signed in has nothing to do here. Checked before the form renders,
  // and only while idle, so a fresh login's own navigation is not doubled.
  if (current?.role === 'admin' && !busy) return <Navigate to={SCHEDULER} replace />;

  return (
    <AuthCard
      title="Admin Login"
      subtitle="Sign in with an administrator account to schedule the daily word and picture."
      footer={
        <p>
          Not an admin? <Link to="/login">Use the member sign-in page</Link>
        </p>
      }
    >
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <EmailField value={email} onChange={setEmail} autoComplete="username" />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        {error ? (
          <p className="form-error auth__message" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
}
