import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import { ApiError } from '../../lib/http';
import { PasswordField } from '../accounts/PasswordField';
import { accountApi } from './api';

/** Change password: the current one is required; every other session is signed out. */
export function PasswordSection({ onChanged }: { onChanged(): void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await accountApi.changePassword({ currentPassword: current, newPassword: next });
      setMessage({ ok: true, text: ACCOUNT_MESSAGES.passwordChanged });
      setCurrent('');
      setNext('');
      onChanged();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account__section" aria-labelledby="account-password">
      <h2 id="account-password">Password</h2>
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <PasswordField label="Current password" value={current} onChange={setCurrent} autoComplete="current-password" />
        <PasswordField label="New password" value={next} onChange={setNext} autoComplete="new-password" hint="At least 8 characters. Your other devices will be signed out." />
        {message ? (
          <p className={message.ok ? 'form-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
