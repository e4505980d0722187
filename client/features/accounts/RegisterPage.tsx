import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { accountsApi } from './api';
import { AuthCard } from './AuthCard';
import { PASSWORD_HINT, rawErrorMessage } from './messages';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { returnPath } from './return-path';

export default function RegisterPage() {
  const navigate = useNavigate();
  const { state } = useLocation(); // where to go back to, if a page sent us here
  const signedIn = useSession((s) => s.signedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { user } = await accountsApi.register({ email: email.trim(), password });
      signedIn(user);
      void navigate(returnPath(state));
    } catch (failure) {
      setError(rawErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create Your Free Account"
      subtitle="Join in seconds. Members get unlimited coins, invitations and early access to new puzzles."
      footer={
        <p>
          <Link to="/login" state={state as unknown}>
            Already have an account? Login here
          </Link>
        </p>
      }
    >
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        {error ? (
          <p className="form-error auth__message" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Creating your account…' : 'Register'}
        </button>
      </form>
    </AuthCard>
  );
}
