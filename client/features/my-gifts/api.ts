import type { ClaimBody, MyGift, MyGiftsPage } from '../../../contract/schemas/my-gifts';
import { apiJson } from '../../lib/http';

/** Typed calls for "My gifts" and claiming a gift (contract/schemas/my-gifts.ts). */
export const myGiftsApi = {
  /** A page of the signed-in sender's gifts, newest first; `before` is the previous page's `next`. */
  list: (before: string | null, signal?: AbortSignal) =>
    apiJson<MyGiftsPage>(`/api/my/gifts${before ? `?before=${encodeURIComponent(before)}` : ''}`, signal ? { signal } : {}),
  /** The gift if this account owns it; ApiError 404 otherwise. */
  get: (id: string, signal?: AbortSignal) => apiJson<MyGift>(`/api/my/gifts/${encodeURIComponent(id)}`, signal ? { signal } : {}),
  claim: (id: string, body: ClaimBody) => apiJson<MyGift>(`/api/puzzles/${encodeURIComponent(id)}/claim`, { body }),
};
