import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useStore } from 'zustand';
import { PARTY_ENDED, PARTY_NOT_FOUND } from '../../../contract/party';
import { HERO_BOARD_WIDTH, heroBoardStyle } from '../../components/PhotoPuzzle';
import { RevealedMessage } from '../../components/RevealedMessage';
import { PrivatePictureNote } from '../../components/PrivatePictureNote';
import type { PartySession } from '../../lib/party/session';
import { ReportGift } from '../report';
import { NameForm } from './NameForm';
import { PartyBoardArea } from './PartyBoardArea';
import { PartyPlayers } from './PartyPlayers';
import { ReplayButton } from './replay/ReplayButton';
import { usePartySession } from './usePartySession';
import { PresentReveal } from '../store/PresentReveal';
import '../../components/board-page.css';
import './party.css';

function tokenFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** A link that opens nothing: a clear page, never a board. */
function PartyProblem({ title, message }: { title: string; message: string }) {
  return (
    <main className="page page--narrow">
      <div className="card party-problem" role="alert" data-testid="party-problem">
        <h1>{title}</h1>
        <p>{message}</p>
        <Link className="button" to="/">
          Create your own puzzle
        </Link>
      </div>
    </main>
  );
}

/** /together/:partyId#token — a guest solves someone's gift or card with them (the token stays in the fragment). */
export default function PartyPage() {
  const { partyId = '' } = useParams();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const session = usePartySession(partyId, token || null);
  if (!token) return <PartyProblem title="This party link does not work" message={PARTY_NOT_FOUND} />;
  if (!session) return <Joining />;
  return <GuestParty session={session} />;
}

function Joining() {
  return (
    <main className="page page--narrow">
      <p role="status">Joining the party…</p>
    </main>
  );
}

function GuestParty({ session }: { session: PartySession }) {
  const view = useStore(session.store);
  if (view.status === 'connecting') return <Joining />;
  if (view.status === 'error') return <PartyProblem title="This party link does not work" message={view.error ?? PARTY_NOT_FOUND} />;
  if (view.status === 'closed') {
    const ended = view.error === PARTY_ENDED;
    return <PartyProblem title={ended ? 'The party is over' : 'You are no longer in this party'} message={view.error ?? PARTY_NOT_FOUND} />;
  }
  if (view.status === 'needs-name' || !view.puzzle || !view.you) {
    return (
      <main className="page page--narrow">
        <NameForm recipient={null} error={view.error} onJoin={(name) => session.join(name)} />
      </main>
    );
  }

  const { puzzle, reveal } = view;
  return (
    <main className="page party-page board-page--hero">
      <div className="board-page__layout">
        <header className="board-page__head">
          <h1>Solving together for {puzzle.recipientName}</h1>
          <p className="board-page__intro">
            {puzzle.senderName} hid a message for {puzzle.recipientName} in this picture. Put it back together with the others to reveal it
            to everyone.
          </p>
        </header>
        <div className="board-page__main">
          {!view.connected && <p className="form-note">Reconnecting… your moves are sent when the connection is back.</p>}
          <div className="board-page__board" style={puzzle.puzzleType === 'jigsaw' ? undefined : heroBoardStyle(puzzle)}>
            <PartyBoardArea session={session} puzzle={puzzle} privateMode={!puzzle.isPublic} maxWidth={HERO_BOARD_WIDTH} />
          </div>
          {!puzzle.isPublic && <PrivatePictureNote />}
          {view.status === 'solved' && !reveal && <p className="form-note">Solved! Opening the message…</p>}
          {reveal && (
            <section className="card party-reveal" aria-labelledby="party-reveal-title" data-testid="party-reveal">
              <h2 id="party-reveal-title">You solved it together! The message</h2>
              <RevealedMessage message={reveal.message} fontStyle={reveal.fontStyle} testId="party-message" written />
              <p className="party-reveal__from">— {puzzle.senderName}</p>
              {reveal.present && <PresentReveal present={reveal.present} senderName={puzzle.senderName} />}
              <ReplayButton session={session} />
            </section>
          )}
        </div>
        <aside className="board-page__beside">
          {puzzle.puzzleType === 'swap' && view.status === 'playing' && (
            <p className="form-note party-page__howto">Tap a piece, then another, to swap them. Everyone’s moves show here as they happen.</p>
          )}
          <PartyPlayers players={view.players} youId={view.you.playerId} />
        </aside>
      </div>
      <ReportGift puzzleId={puzzle.puzzleId} />
    </main>
  );
}
