import type { MeBody } from '../../contract/schemas/auth';
import { apiJson } from './http';

/** Who is signed in, and signing out: the header needs them on every page, not only the accounts screens. */
export const sessionApi = {
  me: () => apiJson<MeBody>('/api/auth/me'),
  logout: () => apiJson<void>('/api/auth/logout', { method: 'POST' }),
};
