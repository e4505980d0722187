import type { FeaturesBody } from '../../../contract/schemas/flags';
import type { PresentsBody } from '../../../contract/schemas/store';
import { apiJson } from '../../lib/http';

/** The gift store's and early access's calls for senders and players. */
export const storeApi = {
  /** The presents a sender may attach; 403 'feature-off' when the gift store is closed to them. */
  presents: (signal?: AbortSignal) => apiJson<PresentsBody>('/api/presents', signal ? { signal } : {}),
  /** Which features this visitor may use: the client hides the others (the server refuses them anyway). */
  features: (signal?: AbortSignal) => apiJson<FeaturesBody>('/api/features', signal ? { signal } : {}),
};
