import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRM_WORD } from '../../../contract/account';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session';
import { PasswordField } from '../accounts/PasswordField';
import { accountApi, EXPORT_URL } from './api';

/** "Export my data" (a zip download) and "Delete my account" (confirmed by a typed word and the password). */
export function DataSection() {
  const navigate = useNavigate();
  const confirmId = useId();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await accountApi.deleteAccount({ confirm, password });
      useSession.setState({ user: null, status: 'known' });
      void navigate('/', { replace: true, state: { accountDeleted: true } });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  }

  return (
    <>
      <section className="card account__section" aria-labelledby="account-export">
        <h2 id="account-export">Export my data</h2>
        <p>A zip file with your account, contacts, gifts, cards and coin history as JSON, and the photos you uploaded.</p>
        <a className="button button--ghost" href={EXPORT_URL} download>
          Export my data
        </a>
      </section>
      <section className="card account__section account__danger" aria-labelledby="account-delete">
        <h2 id="account-delete">Delete my account</h2>
        <p>
          This deletes your account, sessions, passkeys, contacts and coins, and the photos and messages of every gift you sent: their
          links will say the gift was removed. Mail not yet sent is withdrawn. It cannot be undone.
        </p>
        <form className="form" onSubmit={(event) => void onDelete(event)}>
          <div className="field">
            <label htmlFor={confirmId}>Type {DELETE_CONFIRM_WORD} to confirm</label>
            <input id={confirmId} type="text" value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="off" required />
          </div>
          <PasswordField label="Your password" value={password} onChange={setPassword} autoComplete="current-password" />
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button account__delete" disabled={busy || confirm.trim() !== DELETE_CONFIRM_WORD}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </button>
        </form>
      </section>
    </>
  );
}
