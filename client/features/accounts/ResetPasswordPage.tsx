import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { accountsApi } from './api';
import { AuthCard } from './AuthCard';
import { RESET_SENT, resetErrorMessage } from './messages';
import { EmailField } from './EmailField';

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | null;

export default function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await accountsApi.requestReset({ email: email.trim() });
      setOutcome({ kind: 'sent' });
    } catch (failure) {
      setOutcome({ kind: 'error', message: resetErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <EmailField value={email} onChange={setEmail} />
        {/* Always present, so screen readers announce whichever message appears in it. */}
        <div className="auth__live" aria-live="polite">
          {outcome?.kind === 'sent' ? <p className="form-success auth__message">{RESET_SENT}</p> : null}
          {outcome?.kind === 'error' ? (
            <p className="form-error auth__message" role="alert">
              {outcome.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Sending…' : 'Send Reset Email'}
        </button>
        <p className="form-note auth__tip">
          Can&apos;t find the e-mail after a few minutes? Please check your spam or junk folder.
        </p>
      </form>
    </AuthCard>
  );
}
