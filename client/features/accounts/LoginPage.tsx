import { useCallback, useState, type FormEvent } from 'react';
import type { PublicUser } from '../../../contract/schemas/auth';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { PasskeySignIn } from '../account/PasskeySignIn';
import { accountsApi } from './api';
import { AuthCard } from './AuthCard';
import { loginErrorMessage } from './messages';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { forgetEmail, readRememberedEmail, rememberEmail } from './rememberMe';
import { returnPath } from './return-path';

export default function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation(); // where to go back to, if a page sent us here
  const signedIn = useSession((s) => s.signedIn);
  const [email, setEmail] = useState(readRememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedEmail() !== '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  // A passkey (the button, or the e-mail field's autofill) signs in without the form.
  const onPasskey = useCallback(
    (user: PublicUser) => {
      signedIn(user);
      void navigate(returnPath(state));
    },
    [signedIn, navigate, state],
  );

  function onRememberChange(checked: boolean) {
    setRemember(checked);
    if (!checked) forgetEmail(); // unticking is an explicit "forget me", even without logging in
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { user } = await accountsApi.login({ email: email.trim(), password });
      if (remember) rememberEmail(email.trim());
      else forgetEmail();
      signedIn(user);
      void navigate(returnPath(state));
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Sign in to keep your coins and puzzle gifts together."
      footer={
        <p>
          New here? <Link to="/register" state={state as unknown}>
            Create a free account
          </Link>
        </p>
      }
    >
      <form className="form" onSubmit={(event) => void onSubmit(event)} aria-describedby={error ? 'login-error' : undefined}>
        <EmailField value={email} onChange={setEmail} autoComplete="username webauthn" />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        <div className="auth__row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(event) => onRememberChange(event.target.checked)} />
            <span>Remember me</span>
          </label>
          <Link to="/reset-password">Forgot password?</Link>
        </div>
        {error ? (
          <p id="login-error" className="form-error auth__message" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <PasskeySignIn onSignedIn={onPasskey} />
    </AuthCard>
  );
}
