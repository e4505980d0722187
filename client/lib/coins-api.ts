import type { ClaimResultBody, ClaimRewardBody, CoinAccountBody, CoinBalanceBody, MergeBody, MergeResultBody, SpendBody } from '../../contract/schemas/coins';
import { apiJson } from './http';
import { createRealtimeSocket, type RealtimeSocket } from './realtime';

/** A member's coins and daily progress (contract/schemas/coins.ts); every call needs the session. */
export const coinsApi = {
  account: (signal?: AbortSignal) => apiJson<CoinAccountBody>('/api/coins', signal ? { signal } : {}),
  spend: (what: SpendBody['what']) => apiJson<CoinBalanceBody>('/api/coins/spend', { body: { what } }),
  claim: (body: ClaimRewardBody) => apiJson<ClaimResultBody>('/api/coins/claim', { body }),
  merge: (body: MergeBody) => apiJson<MergeResultBody>('/api/coins/merge', { body }),
  /** A socket whose handshake carries the session cookie: the server puts it in the account's room. */
  liveSocket: (): RealtimeSocket => createRealtimeSocket(),
};
