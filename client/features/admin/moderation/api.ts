import type { ModerationAction } from '../../../../contract/moderation';
import type { AuditBody, QueueBody } from '../../../../contract/schemas/moderation';
import type { OkBody } from '../../../../contract/schemas/errors';
import { apiJson } from '../../../lib/http';

/** The moderation queue's calls; the server checks the admin role (and, for actions, the Origin) on every one. */
export const moderationApi = {
  queue: (signal?: AbortSignal) => apiJson<QueueBody>('/api/admin/moderation/queue', signal ? { signal } : {}),
  audit: (signal?: AbortSignal) => apiJson<AuditBody>('/api/admin/audit', signal ? { signal } : {}),
  act: (puzzleId: string, action: ModerationAction) =>
    apiJson<OkBody>(`/api/admin/moderation/${encodeURIComponent(puzzleId)}/${action}`, { method: 'POST' }),
};
