import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PartyStarted } from '../../../contract/party';
import type { PuzzleBoard } from '../../../contract/schemas/puzzles';
import type { BoardSessionView } from '../../components/BoardSession';
import { HERO_BOARD_WIDTH } from '../../components/PhotoPuzzle';
import type { PartySession, PartyView } from '../../lib/party/session';
import type { Reveal } from '../../lib/puzzles/usePuzzleSolve';
import { PartyBoardArea } from './PartyBoardArea';
import { PartyPlayers } from './PartyPlayers';
import { ReplayButton } from './replay/ReplayButton';
import { SharePanel } from './SharePanel';
import { usePartySession } from './usePartySession';

interface HostPartyProps {
  board: PuzzleBoard;
  started: PartyStarted;
  label?: string;
  maxWidth?: number;
  onLeave(why: string | null): void; // the party is over (or its link no longer works): back to the board alone
  children(view: BoardSessionView): ReactNode;
}

const PLAYING: Reveal = { status: 'playing' };
const HOST_ENDED = 'The party is over. Go on solving on your own, or start another.';

/** The reveal as the play pages show it: everyone's message once the party's board is whole. */
export function partyReveal(view: Pick<PartyView, 'status' | 'reveal'>): Reveal {
  const replyToken = view.reveal?.replyToken;
  if (view.reveal && replyToken !== undefined) return { status: 'revealed', solved: { ...view.reveal, replyToken } }; // the host's: it may answer
  return view.status === 'solved' ? { status: 'checking' } : PLAYING;
}

/** The recipient's page in a party: the shared board, the invite panel and players under it. */
export function HostParty({ board, started, label, maxWidth = HERO_BOARD_WIDTH, onLeave, children }: HostPartyProps) {
  const session = usePartySession(started.partyId, started.hostKey);
  if (!session) return children({ reveal: PLAYING, note: <p role="status">Starting the party…</p>, board: null });
  return (
    <HostPartyView session={session} board={board} started={started} maxWidth={maxWidth} onLeave={onLeave} {...(label !== undefined && { label })}>
      {children}
    </HostPartyView>
  );
}

function HostPartyView({ session, board, started, label, maxWidth, onLeave, children }: HostPartyProps & { session: PartySession; maxWidth: number }) {
  const view = useStore(session.store);
  const over = view.status === 'closed' || view.status === 'error';
  useEffect(() => {
    // Ended (by this host, or on another of its devices) it says so; a kept party that no longer opens is simply forgotten.
    if (over) onLeave(view.status === 'closed' ? HOST_ENDED : null);
  }, [over, onLeave, view.status, view.error]);

  if (!view.puzzle || !view.you || over) return children({ reveal: PLAYING, note: <p role="status">Joining your party…</p>, board: null });
  const remove = view.status === 'playing' ? (playerId: string) => session.remove(playerId) : undefined; // solved: no one to keep out
  const players = <PartyPlayers players={view.players} youId={view.you.playerId} {...(remove && { onRemove: remove })} />;
  const note = !view.connected && <p className="form-note">Reconnecting… your moves are sent when the connection is back.</p>;
  const together = (
    <>
      {view.status === 'playing' ? (
        <SharePanel partyId={started.partyId} inviteToken={started.inviteToken} onEnd={() => session.end()}>
          {players}
        </SharePanel>
      ) : (
        <>
          {players}
          {view.reveal && <ReplayButton session={session} />}
        </>
      )}
    </>
  );
  const element = <PartyBoardArea session={session} puzzle={view.puzzle} privateMode={!board.isPublic} maxWidth={maxWidth} {...(label !== undefined && { label })} />;
  return children({ reveal: partyReveal(view), note, board: element, together });
}
