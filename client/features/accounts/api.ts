import type {
  AdminStats,
  Credentials,
  LoginBody,
  ResetConfirmBody,
  ResetRequestBody,
  UserBody,
} from '../../../contract/schemas/auth';
import type { OkBody } from '../../../contract/schemas/errors';
import { apiJson } from '../../lib/http';

/** Typed calls for the accounts screens (contract/schemas/auth.ts); who is signed in is lib/session-api.ts. */
export const accountsApi = {
  register: (body: Credentials) => apiJson<UserBody>('/api/auth/register', { body }),
  login: (body: LoginBody) => apiJson<UserBody>('/api/auth/login', { body }),
  requestReset: (body: ResetRequestBody) => apiJson<OkBody>('/api/auth/password-reset', { body }),
  confirmReset: (body: ResetConfirmBody) => apiJson<OkBody>('/api/auth/password-reset/confirm', { body }),
  adminStats: () => apiJson<AdminStats>('/api/admin/stats'),
};
