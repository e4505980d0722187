import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type {
  AccountOverview,
  DeleteAccountBody,
  EmailChangeBody,
  EmailConfirmBody,
  PasskeyInfo,
  PasswordChangeBody,
} from '../../../contract/schemas/account';
import type { UserBody } from '../../../contract/schemas/auth';
import type { OkBody } from '../../../contract/schemas/errors';
import { apiJson } from '../../lib/http';

/** Typed calls for the account page and passkey sign-in (contract/schemas/account.ts). */
export const accountApi = {
  overview: () => apiJson<AccountOverview>('/api/account'),
  changeEmail: (body: EmailChangeBody) => apiJson<OkBody>('/api/account/email', { body }),
  confirmEmail: (body: EmailConfirmBody) => apiJson<UserBody>('/api/account/email/confirm', { body }),
  changePassword: (body: PasswordChangeBody) => apiJson<OkBody>('/api/account/password', { body }),
  signOutEverywhere: () => apiJson<void>('/api/account/sign-out-everywhere', { method: 'POST' }),
  passkeyOptions: () => apiJson<{ optionsJSON: PublicKeyCredentialCreationOptionsJSON }>('/api/account/passkeys/options', { method: 'POST' }),
  addPasskey: (name: string, response: unknown) => apiJson<PasskeyInfo>('/api/account/passkeys', { body: { name, response } }),
  removePasskey: (id: string) => apiJson<void>(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  deleteAccount: (body: DeleteAccountBody) => apiJson<void>('/api/account/delete', { body }),
  signInOptions: () => apiJson<{ optionsJSON: PublicKeyCredentialRequestOptionsJSON }>('/api/auth/passkey/options', { method: 'POST' }),
  signInWithPasskey: (response: unknown) => apiJson<UserBody>('/api/auth/passkey', { body: { response } }),
};

/** The export is a file download: a plain link the browser saves (the session cookie goes with it). */
export const EXPORT_URL = '/api/account/export';
