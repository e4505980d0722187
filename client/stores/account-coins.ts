import { useEffect } from 'react';
import { readStoredCoins, useCoins } from './coins';
import { useDailyProgress } from './daily-progress';
import { useSession } from './session';
import { coinsApi } from '../lib/coins-api';

/** This browser merged its coins into that account: asking again would add nothing, so it is not asked. */
const mergedKey = (userId: string) => `coins-merged:${userId}`;

function mergedHere(userId: string): boolean {
  try {
    return localStorage.getItem(mergedKey(userId)) === '1';
  } catch {
    return false;
  }
}

function markMerged(userId: string): void {
  try {
    localStorage.setItem(mergedKey(userId), '1');
  } catch {
    /* storage blocked: the server's merge is once per account anyway */
  }
}

/**
 * The header's coins follow the account while someone is signed in: this browser's coins are
 * merged once (the server adds them once per account, whichever browser comes first), the
 * balance and progress are read, and a socket of the account brings every later change, made
 * on this device or another. Signed out, the badge shows this browser's coins again.
 */
export function useAccountCoins(): void {
  const userId = useSession((s) => s.user?.id ?? null);

  useEffect(() => {
    if (!userId) {
      useCoins.getState().showLocal();
      useDailyProgress.getState().showAccount(null);
      return;
    }
    const controller = new AbortController();
    const socket = coinsApi.liveSocket();
    let stale = false;
    socket.on('coins:balance', (event) => useCoins.getState().showAccount(event.balance, event.change));

    async function refresh(): Promise<void> {
      const account = await coinsApi.account(controller.signal);
      if (stale) return;
      useCoins.getState().showAccount(account.balance);
      useDailyProgress.getState().showAccount(account.progress);
    }
    async function start(): Promise<void> {
      if (!mergedHere(userId as string)) {
        await coinsApi.merge({ browserCoins: readStoredCoins(), progress: useDailyProgress.getState().stats });
        markMerged(userId as string);
      }
      await refresh();
    }
    // A reconnect that did not recover the session may have missed changes: read the balance again.
    let connections = 0; // the first connect is covered by start()
    socket.on('connect', () => {
      if (connections++ > 0 && !socket.recovered) void refresh().catch(() => undefined);
    });
    start().catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('Could not load the account’s coins', error);
    });
    return () => {
      stale = true;
      controller.abort();
      socket.disconnect();
    };
  }, [userId]);
}
