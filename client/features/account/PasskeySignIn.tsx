import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import type { PublicUser } from '../../../contract/schemas/auth';
import { ApiError } from '../../lib/http';
import { accountApi } from './api';
import './passkey-sign-in.css';

/** A cancelled or timed-out browser prompt is not an error worth showing. */
const cancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

async function signIn(useBrowserAutofill: boolean): Promise<PublicUser> {
  const { optionsJSON } = await accountApi.signInOptions();
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill });
  return (await accountApi.signInWithPasskey(response)).user;
}

/**
 * "Sign in with a passkey" under the login form. Where the browser offers passkeys in the
 * e-mail field's autofill (conditional mediation: the field has autocomplete="username webauthn"),
 * that request waits in the background from the start; the button asks at once.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(user: PublicUser): void }) {
  const [supported] = useState(() => typeof window !== 'undefined' && browserSupportsWebAuthn());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !live) return;
      try {
        const user = await signIn(true);
        if (live) onSignedIn(user);
      } catch (failure) {
        if (live && !cancelled(failure)) setError(failure instanceof ApiError ? failure.message : '');
      }
    })();
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony(); // leaving the page ends the waiting request
    };
  }, [onSignedIn]);

  if (!supported) return null;

  async function onClick() {
    setBusy(true);
    setError('');
    try {
      onSignedIn(await signIn(false));
    } catch (failure) {
      if (!cancelled(failure)) setError(failure instanceof ApiError ? failure.message : 'That passkey could not be used. Please try again.');
      setBusy(false);
    }
  }

  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">or</p>
      <button type="button" className="button button--ghost button--block" onClick={() => void onClick()} disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
