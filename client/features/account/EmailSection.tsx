import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import { ApiError } from '../../lib/http';
import { EmailField } from '../accounts/EmailField';
import { accountApi } from './api';

/** Change e-mail: a link goes to the new address; nothing changes until it is opened there. */
export function EmailSection({ email, pendingEmail, onChanged }: { email: string; pendingEmail: string | null; onChanged(): void }) {
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await accountApi.changeEmail({ email: next.trim() });
      setMessage({ ok: true, text: ACCOUNT_MESSAGES.emailChangeSent });
      setNext('');
      onChanged();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account__section" aria-labelledby="account-email">
      <h2 id="account-email">E-mail</h2>
      <p>
        You sign in as <strong>{email}</strong>.
      </p>
      {pendingEmail ? <p className="form-note">Waiting for you to open the link we sent to {pendingEmail}.</p> : null}
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <EmailField value={next} onChange={setNext} label="New e-mail" />
        {message ? (
          <p className={message.ok ? 'form-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Send a confirmation link'}
        </button>
      </form>
    </section>
  );
}
