import { useStore } from 'zustand';
import { PlayersList } from '../../party/presence/PlayersList';
import { PartyBoardPicture } from '../../party/replay/PartyBoardPicture';
import { ReplayLauncher } from '../../party/replay/ReplayButton';
import type { Replay } from '../../party/replay/replay-frames';
import type { LivePartyWatch } from './live-party';
import './live.css';

export interface LivePartyBoardProps {
  watch: LivePartyWatch;
  loadReplay(partyId: string): Promise<Replay | null>;
}

/**
 * The sender's view of a party solving their gift together: the board, read-only, filling in with
 * the real picture as the players move; who is playing; after the solve, its replay. The message
 * stays sealed: nothing here has it.
 */
export function LivePartyBoard({ watch, loadReplay }: LivePartyBoardProps) {
  const party = useStore(watch.store, (state) => state.party);
  if (!party) return null;
  const online = party.players.filter((player) => player.online).length;
  return (
    <section className="watch-live" aria-labelledby="watch-live-title" data-testid="watch-live" data-seq={party.seq} data-solved={party.solved}>
      <h2 id="watch-live-title" className="watch-live__title">
        {party.solved ? 'Solved together' : 'Being solved together, live'}
      </h2>
      {!party.solved && (
        <p className="watch-live__note">
          {online === 1 ? 'One person is' : `${online} people are`} putting your picture together. The message stays sealed until they finish.
        </p>
      )}
      {party.solved ? (
        // The replay takes the finished board's place: one board on the page, never two alike.
        <ReplayLauncher
          key={party.partyId}
          puzzle={party.puzzle}
          load={() => loadReplay(party.partyId)}
          before={<PartyBoardPicture puzzle={party.puzzle} board={party.board} label="The finished board" />}
        />
      ) : (
        <PartyBoardPicture puzzle={party.puzzle} board={party.board} label="The board now" />
      )}
      <PlayersList players={party.players} youId={null} label="Who is playing" />
    </section>
  );
}
