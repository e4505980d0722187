/**
 * The party a recipient's device started on a puzzle: known to every part of the page (the board
 * area plays it; the play page hides what a party does not use) and kept in localStorage so a
 * reload goes back into it: its id and invite link's token per puzzle, and its host key per party
 * (client/lib/party/player-keys.ts). Forgotten once the party is over.
 */
import { useSyncExternalStore } from 'react';
import type { PartyStarted } from '../../../contract/party';
import { defaultKeyStore, keepHostKey, readHostKey } from '../../lib/party/player-keys';

const partyOfName = (puzzleId: string) => `puzzle-gift:party-of:${puzzleId}`;

/** What this page knows, by puzzle (null: none); read from storage once. It stands when storage refuses a write. */
const known = new Map<string, PartyStarted | null>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function keepHostParty(puzzleId: string, started: PartyStarted): void {
  known.set(puzzleId, started);
  const store = defaultKeyStore();
  keepHostKey(store, started.partyId, started.hostKey);
  try {
    store.setItem(partyOfName(puzzleId), JSON.stringify({ partyId: started.partyId, inviteToken: started.inviteToken }));
  } catch {
    // refused: this page goes on in the party; a reload shows the board on its own again
  }
  changed();
}

export function readHostParty(puzzleId: string): PartyStarted | null {
  if (!known.has(puzzleId)) known.set(puzzleId, readStored(puzzleId)); // the same object until it changes: a stable snapshot
  return known.get(puzzleId) ?? null;
}

export function forgetHostParty(puzzleId: string): void {
  known.set(puzzleId, null);
  try {
    defaultKeyStore().removeItem(partyOfName(puzzleId));
  } catch {
    // nothing kept
  }
  changed();
}

/** The party this device hosts on the puzzle, kept up to date; none on the server's first screen (no storage there). */
export function useHostParty(puzzleId: string): PartyStarted | null {
  return useSyncExternalStore(subscribe, () => readHostParty(puzzleId), () => null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function readStored(puzzleId: string): PartyStarted | null {
  const store = defaultKeyStore();
  try {
    const kept = JSON.parse(store.getItem(partyOfName(puzzleId)) ?? 'null') as { partyId?: unknown; inviteToken?: unknown } | null;
    if (!kept || typeof kept.partyId !== 'string' || typeof kept.inviteToken !== 'string') return null;
    const hostKey = readHostKey(store, kept.partyId);
    return hostKey ? { partyId: kept.partyId, inviteToken: kept.inviteToken, hostKey } : null;
  } catch {
    return null;
  }
}
