import { useCallback, useMemo, useRef, useState } from 'react';
import type { WatchConnection, WatchHandlers } from '../api';
import type { Replay } from '../../party/replay/replay-frames';
import { createLivePartyWatch, type LivePartyWatch } from './live-party';
import { replayFromAck } from './replay-load';

export interface WatchParty {
  watch: LivePartyWatch;
  handlers: Pick<WatchHandlers, 'onParty' | 'onPartyMoved' | 'onPartyPlayers'>; // spread into the watch's handlers
  connection: { current: WatchConnection | null }; // the page sets it to its watch connection
  loadReplay(partyId: string): Promise<Replay | null>;
}

/** The watch page's party: the live board's state, the socket handlers that feed it, and its replay through the same watch. */
export function useWatchParty(): WatchParty {
  const connection = useRef<WatchConnection | null>(null);
  const [watch] = useState(() => createLivePartyWatch(() => connection.current?.rejoin()));
  const handlers = useMemo(() => ({ onParty: watch.onParty, onPartyMoved: watch.onMoved, onPartyPlayers: watch.onPlayers }), [watch]);
  const loadReplay = useCallback(
    async (partyId: string) => {
      const party = watch.store.getState().party;
      const answer = (await connection.current?.partyReplay(partyId)) ?? null;
      return party ? replayFromAck(answer, party.puzzle) : null;
    },
    [watch],
  );
  return { watch, handlers, connection, loadReplay };
}
