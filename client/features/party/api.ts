import type { PartyStarted } from '../../../contract/party';
import { apiJson } from '../../lib/http';

/** The recipient starts a party on their puzzle (or gets the one already open, with a host key for this device). */
export const partyApi = {
  start(puzzleId: string): Promise<PartyStarted> {
    return apiJson<PartyStarted>(`/api/puzzles/${encodeURIComponent(puzzleId)}/party`, { method: 'POST', body: {} });
  },
};
