import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The coin balance and the once-a-day reward ledger, through the real zustand stores.
 * Node has no localStorage, so a minimal in-memory Storage stands in for the browser's;
 * writing to it directly plays the part of a second tab. (The e2e tests use the real one.)
 */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
}

async function load(storage: Storage | MemoryStorage = new MemoryStorage()) {
  vi.resetModules(); // fresh stores that read the storage afresh, as after a reload
  vi.stubGlobal('localStorage', storage);
  const coins = await import('../../client/stores/coins');
  const progress = await import('../../client/stores/daily-progress');
  return { useCoins: coins.useCoins, useDailyProgress: progress.useDailyProgress, LEDGER_KEY: progress.LEDGER_KEY };
}

beforeEach(() => {
  vi.useFakeTimers();
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
});

describe('coins', () => {
  it('the header shows 0 while nothing is stored; a game starts at 500 and stores it as a plain integer', async () => {
    const { useCoins } = await load();
    expect(useCoins.getState().coins).toBeNull();
    useCoins.getState().ensureStarted();
    expect(useCoins.getState().coins).toBe(500);
    expect(localStorage.getItem('coins')).toBe('500');
    expect(useCoins.getState().animation).toBeNull(); // starting is not earning
  });

  it('a game keeps a stored balance, even 0', async () => {
    const { useCoins } = await load();
    localStorage.setItem('coins', '0');
    useCoins.getState().ensureStarted();
    expect(useCoins.getState().coins).toBe(0);
  });

  it.each([
    [500, 5, 495],
    [5, 5, 0],
    [3, 5, 0], // never below 0
    [0, 5, 0],
  ])('a swap with %i coins costs %i: %i left', async (start, cost, left) => {
    const { useCoins } = await load();
    localStorage.setItem('coins', String(start));
    useCoins.getState().spend(cost);
    expect(useCoins.getState().coins).toBe(left);
    expect(localStorage.getItem('coins')).toBe(String(left));
  });

  it.each([
    [10, true, 0],
    [25, true, 15],
    [9, false, 9],
    [0, false, 0],
  ])('a clue with %i coins: paid %s, %i left', async (start, paid, left) => {
    const { useCoins } = await load();
    localStorage.setItem('coins', String(start));
    expect(useCoins.getState().trySpend(10)).toBe(paid);
    expect(useCoins.getState().coins).toBe(left);
  });

  it('starts from the stored balance, so another tab’s change is never overwritten', async () => {
    const { useCoins } = await load();
    useCoins.getState().ensureStarted();
    localStorage.setItem('coins', '50'); // the other tab spent 450
    useCoins.getState().reward(20);
    expect(localStorage.getItem('coins')).toBe('70');
  });

  it('a change animates for 1 s with its amount; a change that changes nothing does not', async () => {
    const { useCoins } = await load();
    localStorage.setItem('coins', '100');
    useCoins.getState().reward(20);
    expect(useCoins.getState().animation).toMatchObject({ delta: 20 });
    vi.advanceTimersByTime(999);
    expect(useCoins.getState().animation).not.toBeNull();
    useCoins.getState().spend(5); // a new change restarts the animation with its own amount
    expect(useCoins.getState().animation).toMatchObject({ delta: -5 });
    vi.advanceTimersByTime(1000);
    expect(useCoins.getState().animation).toBeNull();
    localStorage.setItem('coins', '0');
    useCoins.getState().spend(5);
    expect(useCoins.getState().animation).toBeNull();
  });
});

describe('daily rewards', () => {
  it('pays each game once per day, and counts the day in the stats', async () => {
    const { useCoins, useDailyProgress } = await load();
    useCoins.getState().ensureStarted();
    const { completeDay } = useDailyProgress.getState();
    expect(completeDay('word', '2026-03-10', 20)).toBe(true);
    expect(completeDay('word', '2026-03-10', 20)).toBe(false);
    expect(completeDay('picture', '2026-03-10', 100)).toBe(true);
    expect(completeDay('word', '2026-03-11', 20)).toBe(true);
    expect(useCoins.getState().coins).toBe(640);
    expect(useDailyProgress.getState().stats.word).toMatchObject({ currentStreak: 2, bestStreak: 2, played: 2 });
    expect(useDailyProgress.getState().stats.picture).toMatchObject({ currentStreak: 1, played: 1 });
  });

  it('reads the ledger from storage right before paying: a second tab’s payment is not repeated', async () => {
    const { useCoins, useDailyProgress, LEDGER_KEY } = await load();
    useCoins.getState().ensureStarted();
    // This tab loaded before the other tab solved and wrote the ledger and the balance.
    localStorage.setItem(LEDGER_KEY, JSON.stringify({ '2026-03-10': ['word'] }));
    localStorage.setItem('coins', '520');
    expect(useDailyProgress.getState().completeDay('word', '2026-03-10', 20)).toBe(false);
    expect(localStorage.getItem('coins')).toBe('520');
  });

  it('survives a reload: fresh stores read back what was written', async () => {
    const first = await load();
    first.useCoins.getState().ensureStarted();
    first.useDailyProgress.getState().completeDay('picture', '2026-03-10', 100);
    first.useDailyProgress.getState().saveBoard('picture', { date: '2026-03-10', puzzle: '/media/x.jpg', order: [1, 0], swaps: 1 });

    const reloaded = await load(localStorage); // the same storage, new stores
    expect(reloaded.useCoins.getState().coins).toBe(600);
    expect(reloaded.useDailyProgress.getState().boards.picture).toEqual({ date: '2026-03-10', puzzle: '/media/x.jpg', order: [1, 0], swaps: 1 });
    expect(reloaded.useDailyProgress.getState().stats.picture.played).toBe(1);
    expect(reloaded.useDailyProgress.getState().completeDay('picture', '2026-03-10', 100)).toBe(false);
    expect(reloaded.useCoins.getState().coins).toBe(600);
  });
});
