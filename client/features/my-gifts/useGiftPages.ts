import { useState } from 'react';
import type { MyGift } from '../../../contract/schemas/my-gifts';
import { useLoad } from '../../lib/useLoad';
import { myGiftsApi } from './api';

export type GiftPages =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; gifts: MyGift[]; more: boolean; loadingMore: boolean; moreFailed: boolean; loadMore(): void };

/** The signed-in sender's gifts: the newest page on arrival, older pages on request, appended in order. */
export function useGiftPages(): GiftPages {
  const first = useLoad((signal) => myGiftsApi.list(null, signal), []);
  const [older, setOlder] = useState<{ gifts: MyGift[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  if (first.status === 'loading') return first;
  if (first.status === 'error') return { status: 'error' };
  const gifts = older ? [...first.value.gifts, ...older.gifts] : first.value.gifts;
  const next = older ? older.next : first.value.next;

  function loadMore() {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    myGiftsApi.list(next).then(
      (page) => setOlder((current) => ({ gifts: [...(current?.gifts ?? []), ...page.gifts], next: page.next })),
      () => setMoreFailed(true),
    ).finally(() => setLoadingMore(false));
  }

  return { status: 'ready', gifts, more: next !== null, loadingMore, moreFailed, loadMore };
}
