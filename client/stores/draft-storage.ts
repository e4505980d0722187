import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { sanitizeDraft, splitDraft, type DraftFields } from './draft-fields';

/**
 * A zustand PersistStorage for the draft: the small text fields as JSON in
 * localStorage, the photo as a Blob in IndexedDB (localStorage holds ~5 MB of
 * strings; a phone photo as a data URL does not fit). When IndexedDB is not
 * available the photo simply lives in memory for this tab.
 */
const DB_NAME = 'puzzle-gift';
const STORE = 'blobs';

let dbPromise: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
  return dbPromise;
}

async function readBlob(key: string): Promise<Blob | null> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
    request.onsuccess = () => resolve(request.result instanceof Blob ? request.result : null);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

async function writeBlob(key: string, blob: Blob | null): Promise<void> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    if (blob) store.put(blob, key);
    else store.delete(key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

function readText(name: string): { state: unknown; version?: number } | null {
  try {
    const raw = localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as { state: unknown; version?: number }) : null;
  } catch {
    return null; // blocked storage or a corrupt entry: start fresh
  }
}

export function createDraftStorage(): PersistStorage<DraftFields> {
  let lastImage: Blob | null | undefined; // the photo IndexedDB holds, so typing a message never rewrites it
  let writes = Promise.resolve(); // photo writes in order, so an older photo never lands after a newer one

  return {
    async getItem(name) {
      const text = readText(name);
      const image = await readBlob(name).catch(() => null);
      lastImage = image;
      if (!text && !image) return null;
      const state = sanitizeDraft({ ...(text?.state as object | undefined), image });
      return { state, version: text?.version ?? 0 } satisfies StorageValue<DraftFields>;
    },
    setItem(name, value) {
      const { text, image } = splitDraft(value.state);
      try {
        localStorage.setItem(name, JSON.stringify({ state: text, version: value.version }));
      } catch {
        /* storage blocked or full: the draft stays in memory */
      }
      if (image === lastImage) return;
      lastImage = image;
      writes = writes.then(() => writeBlob(name, image)).catch(() => undefined);
    },
    removeItem(name) {
      try {
        localStorage.removeItem(name);
      } catch {
        /* nothing stored */
      }
      lastImage = null;
      writes = writes.then(() => writeBlob(name, null)).catch(() => undefined);
    },
  };
}
