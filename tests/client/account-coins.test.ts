import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A Map-backed Storage: Node has none (the e2e tests use the browser's). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
  };
}

async function load(storage: Storage) {
  vi.resetModules();
  vi.stubGlobal('localStorage', storage);
  return {
    useCoins: (await import('../../client/stores/coins')).useCoins,
    progress: await import('../../client/stores/daily-progress'),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
});

describe('the coin badge signed in', () => {
  it('shows the account balance and leaves the browser’s coins alone until signed out', async () => {
    const storage = memoryStorage();
    storage.setItem('coins', '300');
    const { useCoins } = await load(storage);
    useCoins.getState().showAccount(1250);
    expect(useCoins.getState().coins).toBe(1250);

    useCoins.getState().spend(5); // a local spend path must not touch a member's display or the browser's coins
    useCoins.getState().reward(20);
    expect(useCoins.getState().trySpend(10_000)).toBe(true); // never refused
    useCoins.getState().reload(); // another tab's storage event
    useCoins.getState().ensureStarted();
    expect(useCoins.getState().coins).toBe(1250);
    expect(storage.getItem('coins')).toBe('300');

    useCoins.getState().showAccount(1240, -10); // the live event of a clue on another device
    expect(useCoins.getState().animation?.delta).toBe(-10);
    useCoins.getState().showLocal();
    expect(useCoins.getState().coins).toBe(300);
  });

  it('records the day’s moves per game, day and puzzle, for the claim', async () => {
    const storage = memoryStorage();
    const { progress } = await load(storage);
    const store = progress.useDailyProgress.getState();
    store.recordMove('picture', '2026-11-26', '/media/a.jpg', [0, 3]);
    store.recordMove('picture', '2026-11-26', '/media/a.jpg', [1, 2]);
    expect(store.recordedMoves('picture', '2026-11-26', '/media/a.jpg')).toEqual([[0, 3], [1, 2]]);
    expect(store.recordedMoves('picture', '2026-11-27', '/media/a.jpg')).toEqual([]);
    store.recordMove('picture', '2026-11-27', '/media/b.jpg', [4, 5]); // a new day starts afresh
    expect(store.recordedMoves('picture', '2026-11-27', '/media/b.jpg')).toEqual([[4, 5]]);
    storage.setItem(progress.movesKey('word'), 'garbage');
    expect(store.recordedMoves('word', '2026-11-27', 'ABC')).toEqual([]);
  });
});
