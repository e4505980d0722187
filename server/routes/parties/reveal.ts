import type { PartyReveal } from '../../../contract/party';
import type { SolvedBody } from '../../../contract/schemas/puzzles';
import type { RealtimeServer, RealtimeSocket } from '../../plugins/realtime';
import { partySockets } from './presence';

/** The reveal one player may have: a guest's has no reply token (only the recipient answers the sender). */
export function revealFor(member: { host: boolean } | undefined, reveal: SolvedBody): PartyReveal {
  if (member?.host) return reveal;
  const { replyToken: _recipientOnly, ...guest } = reveal;
  return guest;
}

/** Every player of the party gets the reveal together, on whichever process their connection is. */
export async function revealToParty(io: RealtimeServer, partyId: string, reveal: SolvedBody): Promise<void> {
  for (const socket of await partySockets(io, partyId)) {
    const data: RealtimeSocket['data'] = socket.data;
    socket.emit('party:solved', revealFor(data.party?.partyId === partyId ? data.party : undefined, reveal));
  }
}
