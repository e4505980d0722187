import type { SuppressionState } from '../../../contract/schemas/unsubscribe';
import { unsubscribeApiPath } from '../../../contract/unsubscribe';
import { apiJson } from '../../lib/http';

/** The unsubscribe page's calls (contract/schemas/unsubscribe.ts); the link's token is the only key. */
export const unsubscribeApi = {
  state: (token: string, signal?: AbortSignal) => apiJson<SuppressionState>(unsubscribeApiPath(token), signal ? { signal } : {}),
  suppress: (token: string) => apiJson<SuppressionState>(unsubscribeApiPath(token), { method: 'POST' }),
  undo: (token: string) => apiJson<SuppressionState>(`${unsubscribeApiPath(token)}/undo`, { method: 'POST' }),
};
