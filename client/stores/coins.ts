import { create } from 'zustand';

/** localStorage key that holds the coin balance as a plain integer. */
export const COINS_KEY = 'coins';

function readStoredCoins(): number | null {
  try {
    const raw = localStorage.getItem(COINS_KEY);
    if (raw === null) return null;
    const value = Number.parseInt(raw, 10);
    return Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null; // storage blocked (private mode): behave as if absent
  }
}

interface CoinsState {
  coins: number | null; // null while nothing is stored: the header shows 0, a game starts at 500
  set(value: number): void;
  reload(): void;
}

export const useCoins = create<CoinsState>((set) => ({
  coins: readStoredCoins(),
  set(value) {
    const safe = Math.max(0, Math.floor(value));
    try {
      localStorage.setItem(COINS_KEY, String(safe));
    } catch {
      /* storage blocked: keep the in-memory value */
    }
    set({ coins: safe });
  },
  reload: () => set({ coins: readStoredCoins() }),
}));

// Another tab changed the balance: show it here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COINS_KEY || event.key === null) useCoins.getState().reload();
  });
}
