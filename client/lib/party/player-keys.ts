/**
 * What this device keeps per party in localStorage: its player key (a reload, a new tab is
 * the same player) and, on the recipient's device, the host key. A browser that refuses
 * storage (some private modes) still plays; it just joins as someone new after a reload.
 */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStore(): KeyStore {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}

/** The browser's localStorage, or a store in memory where there is none (Node, a refused storage). */
export function defaultKeyStore(): KeyStore {
  try {
    if (typeof localStorage !== 'undefined') {
      localStorage.getItem('puzzle-gift:probe');
      return localStorage;
    }
  } catch {
    // refused: fall through to memory
  }
  return memoryStore();
}

const playerKeyName = (partyId: string) => `puzzle-gift:party:${partyId}:player`;
const hostKeyName = (partyId: string) => `puzzle-gift:party:${partyId}:host`;

function read(store: KeyStore, name: string): string | null {
  try {
    return store.getItem(name);
  } catch {
    return null;
  }
}

function write(store: KeyStore, name: string, value: string): void {
  try {
    store.setItem(name, value);
  } catch {
    // full or refused: this device simply will not be recognised after a reload
  }
}

export const readPlayerKey = (store: KeyStore, partyId: string) => read(store, playerKeyName(partyId));
export const keepPlayerKey = (store: KeyStore, partyId: string, key: string) => write(store, playerKeyName(partyId), key);
export const readHostKey = (store: KeyStore, partyId: string) => read(store, hostKeyName(partyId));
export const keepHostKey = (store: KeyStore, partyId: string, key: string) => write(store, hostKeyName(partyId), key);
