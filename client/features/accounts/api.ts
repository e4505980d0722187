import type {
  AdminStats,
  Credentials,
  LoginBody,
  MeBody,
  ResetConfirmBody,
  ResetRequestBody,
  UserBody,
} from '../../../contract/schemas/auth';
import type { OkBody } from '../../../contract/schemas/errors';
import { apiJson } from '../../lib/http';

/** Typed calls for the accounts screens; the contract lives in server/contract/auth.ts. */
export const accountsApi = {
  me: () => apiJson<MeBody>('/api/auth/me'),
  register: (body: Credentials) => apiJson<UserBody>('/api/auth/register', { body }),
  login: (body: LoginBody) => apiJson<UserBody>('/api/auth/login', { body }),
  logout: () => apiJson<void>('/api/auth/logout', { method: 'POST' }),
  requestReset: (body: ResetRequestBody) => apiJson<OkBody>('/api/auth/password-reset', { body }),
  confirmReset: (body: ResetConfirmBody) => apiJson<OkBody>('/api/auth/password-reset/confirm', { body }),
  adminStats: () => apiJson<AdminStats>('/api/admin/stats'),
};
