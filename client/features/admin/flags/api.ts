import type { Audience, FeatureFlag } from '../../../../contract/flags';
import type { AdminFlagsBody } from '../../../../contract/schemas/flags';
import { apiJson } from '../../../lib/http';

/** Early access switches; the server checks the admin role and the Origin, and logs each switch. */
export const flagsAdminApi = {
  list: (signal?: AbortSignal) => apiJson<AdminFlagsBody>('/api/admin/flags', signal ? { signal } : {}),
  set: (name: FeatureFlag, audience: Audience) => apiJson<AdminFlagsBody>(`/api/admin/flags/${encodeURIComponent(name)}`, { method: 'PUT', body: { audience } }),
};
