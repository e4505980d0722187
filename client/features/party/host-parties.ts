/**
 * The party a recipient's device started on a puzzle, kept in localStorage so a reload goes
 * back into it: its id and invite link's token per puzzle, and its host key per party
 * (client/lib/party/player-keys.ts). Forgotten once the party is over.
 */
import type { PartyStarted } from '../../../contract/party';
import { defaultKeyStore, keepHostKey, readHostKey } from '../../lib/party/player-keys';

const partyOfName = (puzzleId: string) => `puzzle-gift:party-of:${puzzleId}`;

export function keepHostParty(puzzleId: string, started: PartyStarted): void {
  const store = defaultKeyStore();
  keepHostKey(store, started.partyId, started.hostKey);
  try {
    store.setItem(partyOfName(puzzleId), JSON.stringify({ partyId: started.partyId, inviteToken: started.inviteToken }));
  } catch {
    // refused: a reload simply shows the board on its own again
  }
}

export function readHostParty(puzzleId: string): PartyStarted | null {
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

export function forgetHostParty(puzzleId: string): void {
  try {
    defaultKeyStore().removeItem(partyOfName(puzzleId));
  } catch {
    // nothing kept
  }
}
