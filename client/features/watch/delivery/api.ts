import type { DeliveryChanges, DeliveryView } from '../../../../contract/schemas/delivery';
import { apiJson } from '../../../lib/http';

/** The sender's delivery controls (contract/schemas/delivery.ts); the watch token is their key, sent as a header. */
export function deliveryApi(puzzleId: string, watchToken: string) {
  const path = `/api/puzzles/${encodeURIComponent(puzzleId)}/delivery`;
  // Without the token (opened from "My gifts"), the session cookie is the key.
  const headers: Record<string, string> = watchToken ? { authorization: `Bearer ${watchToken}` } : {};
  return {
    get: () => apiJson<DeliveryView>(path, { headers }),
    change: (changes: DeliveryChanges) => apiJson<DeliveryView>(path, { method: 'PATCH', body: changes, headers }),
    cancel: () => apiJson<DeliveryView>(path, { method: 'DELETE', headers }),
    resend: (recipientEmail: string) => apiJson<DeliveryView>(`${path}/resend`, { body: { recipientEmail }, headers }),
  };
}

export type DeliveryApi = ReturnType<typeof deliveryApi>;
