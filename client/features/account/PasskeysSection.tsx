import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useId, useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX } from '../../../contract/account';
import type { PasskeyInfo } from '../../../contract/schemas/account';
import { ApiError } from '../../lib/http';
import { accountApi } from './api';
import { formatWhen } from './useOverview';

const cancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** Passkeys: add one (named), see them, remove one. Passwords keep working alongside. */
export function PasskeysSection({ passkeys, onChanged }: { passkeys: PasskeyInfo[]; onChanged(): void }) {
  const nameId = useId();
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const { optionsJSON } = await accountApi.passkeyOptions();
      const response = await startRegistration({ optionsJSON });
      const added = await accountApi.addPasskey(name.trim() || 'Passkey', response);
      setMessage({ ok: true, text: `Passkey “${added.name}” added. You can sign in with it now.` });
      setName('');
      onChanged();
    } catch (failure) {
      if (cancelled(failure)) setMessage(null);
      else setMessage({ ok: false, text: failure instanceof ApiError ? failure.message : 'This passkey could not be added. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  async function onRemove(passkey: PasskeyInfo) {
    if (!window.confirm(`Remove the passkey “${passkey.name}”? You can no longer sign in with it.`)) return;
    try {
      await accountApi.removePasskey(passkey.id);
      onChanged();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof ApiError ? failure.message : 'Could not remove it. Please try again.' });
    }
  }

  return (
    <section className="card account__section" aria-labelledby="account-passkeys">
      <h2 id="account-passkeys">Passkeys</h2>
      <p className="form-note">Sign in with your fingerprint, face or screen lock instead of typing your password.</p>
      {passkeys.length > 0 ? (
        <ul className="account__list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="account__item">
              <span>
                <strong>{passkey.name}</strong>
                <span className="account__meta">
                  Added {formatWhen(passkey.createdAt)}
                  {passkey.lastUsedAt ? ` · last used ${formatWhen(passkey.lastUsedAt)}` : ''}
                </span>
              </span>
              <button type="button" className="button button--ghost" onClick={() => void onRemove(passkey)} aria-label={`Remove ${passkey.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {supported ? (
        <form className="form" onSubmit={(event) => void onAdd(event)}>
          <div className="field">
            <label htmlFor={nameId}>Passkey name</label>
            <input id={nameId} type="text" value={name} onChange={(event) => setName(event.target.value)} maxLength={PASSKEY_NAME_MAX} placeholder="My phone" />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Waiting for your device…' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        <p className="form-note">This browser cannot create passkeys.</p>
      )}
      {message ? (
        <p className={message.ok ? 'form-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
