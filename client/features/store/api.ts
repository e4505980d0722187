import type { PresentsBody } from '../../../contract/schemas/store';
import { apiJson } from '../../lib/http';

/** The gift store's calls for senders. */
export const storeApi = {
  /** The presents a sender may attach; 403 'feature-off' when the gift store is closed to them. */
  presents: (signal?: AbortSignal) => apiJson<PresentsBody>('/api/presents', signal ? { signal } : {}),
};
