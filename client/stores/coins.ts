import { create } from 'zustand';
import { balanceOrStart, canAfford, spend as spendFrom } from '../../game/rules/coins';

/** localStorage key that holds the coin balance as a plain integer. */
export const COINS_KEY = 'coins';

/** How long the header's coin badge animates after a change (SPEC section 9). */
export const COIN_ANIMATION_MS = 1000;

export function readStoredCoins(): number | null {
  try {
    const raw = localStorage.getItem(COINS_KEY);
    if (raw === null) return null;
    const value = Number.parseInt(raw, 10);
    return Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null; // storage blocked (private mode): behave as if absent
  }
}

function writeStoredCoins(value: number): void {
  try {
    localStorage.setItem(COINS_KEY, String(value));
  } catch {
    /* storage blocked: keep the in-memory value */
  }
}

/** A change the badge shows: it bounces for COIN_ANIMATION_MS; a reward also plays the coin sounds. */
export interface CoinAnimation {
  id: number; // a new id restarts the animation
  delta: number; // + earned, - spent
}

interface CoinsState {
  coins: number | null; // null while nothing is stored: the header shows 0, a game starts at 500
  animation: CoinAnimation | null;
  /** Signed in: the balance is the account's (server ledger), and this browser's storage is left alone. */
  account: boolean;
  /** The account's balance as the server said it (an answer or the live event); `change` animates the badge. */
  showAccount(balance: number, change?: number): void;
  /** Signed out again: the badge shows this browser's coins. */
  showLocal(): void;
  set(value: number): void;
  reload(): void;
  /** A game page calls this on load: 500 coins when nothing is stored yet. */
  ensureStarted(): void;
  /** Pays `cost`, never going below 0 (a swap). */
  spend(cost: number): void;
  /** Pays `cost` only when the balance covers it (a clue); false when it does not. */
  trySpend(cost: number): boolean;
  /** Adds coins (callers pay a daily reward once, see stores/daily-progress.ts). */
  reward(amount: number): void;
}

let animationTimer: ReturnType<typeof setTimeout> | null = null;
let nextAnimationId = 1;

export const useCoins = create<CoinsState>((set, get) => {
  /**
   * Every change starts from the stored balance, not the one in memory, so a
   * second tab's spending or earning is never overwritten by a stale value.
   */
  function change(next: (current: number) => number): void {
    if (get().account) return; // a member's coins change on the server (features/daily/useAccountCoins.ts)
    const current = balanceOrStart(readStoredCoins());
    const value = Math.max(0, Math.floor(next(current)));
    writeStoredCoins(value);
    show(value, value - current);
  }

  function show(value: number, delta: number): void {
    if (delta === 0) {
      set({ coins: value });
      return;
    }
    const animation = { id: nextAnimationId++, delta };
    set({ coins: value, animation });
    if (animationTimer) clearTimeout(animationTimer);
    animationTimer = setTimeout(() => {
      if (get().animation?.id === animation.id) set({ animation: null });
    }, COIN_ANIMATION_MS);
  }

  return {
    coins: readStoredCoins(),
    animation: null,
    account: false,
    showAccount(balance, delta = 0) {
      set({ account: true });
      show(Math.max(0, Math.floor(balance)), delta);
    },
    showLocal: () => set({ account: false, coins: readStoredCoins() }),
    set(value) {
      const safe = Math.max(0, Math.floor(value));
      writeStoredCoins(safe);
      set({ coins: safe });
    },
    reload: () => {
      if (!get().account) set({ coins: readStoredCoins() });
    },
    ensureStarted() {
      if (get().account) return;
      const stored = readStoredCoins();
      if (stored === null) get().set(balanceOrStart(null));
      else set({ coins: stored });
    },
    spend: (cost) => change((current) => spendFrom(current, cost)),
    trySpend(cost) {
      if (get().account) return true; // members are never refused (their spend goes to the server)
      if (!canAfford(balanceOrStart(readStoredCoins()), cost)) {
        get().reload();
        return false;
      }
      change((current) => spendFrom(current, cost));
      return true;
    },
    reward: (amount) => change((current) => current + amount),
  };
});

// Another tab changed the balance: show it here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COINS_KEY || event.key === null) useCoins.getState().reload();
  });
}
