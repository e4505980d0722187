import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { WatchSnapshot } from '../../../contract/realtime';
import type { DeliveryView } from '../../../contract/schemas/delivery';
import { ClaimGift } from '../my-gifts/ClaimGift';
import { watchPuzzleLive } from './api';
import { latestRsvp, showsRsvp, watchHeading } from './card-lines';
import { DeliveryPanel } from './delivery/DeliveryPanel';
import { LivePartyBoard } from './live/LivePartyBoard';
import { useWatchParty } from './live/useWatchParty';
import { RsvpLine } from './RsvpLine';
import { watchStatus } from './delivery/watch-status';
import { addEvent, buildTimeline } from './timeline';
import './watch.css';

type View =
  | { status: 'connecting' }
  | { status: 'watching'; snapshot: WatchSnapshot }
  | { status: 'refused'; error: string };

function tokenFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /watch/:id#token — the sender follows their gift or card live (the token stays in the fragment, never
 * sent in a URL). /watch/:id without it ("My gifts" links there) opens for the signed-in account that owns it.
 */
export default function WatchPage() {
  const { id = '' } = useParams();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [view, setView] = useState<View>({ status: 'connecting' });
  const [connected, setConnected] = useState(false);
  const [delivery, setDelivery] = useState<DeliveryView | null>(null);
  const onDelivery = useCallback((view: DeliveryView) => setDelivery(view), []);

  const party = useWatchParty();

  useEffect(() => {
    const watching = watchPuzzleLive(id, token || undefined, {
      ...party.handlers,
      onSnapshot: (snapshot) => setView({ status: 'watching', snapshot }),
      onEvent: (event) =>
        setView((current) =>
          current.status === 'watching'
            ? { status: 'watching', snapshot: { ...current.snapshot, events: addEvent(current.snapshot.events, event) } }
            : current,
        ),
      onRsvp: ({ answer, note, at }) =>
        setView((current) =>
          current.status === 'watching'
            ? { status: 'watching', snapshot: { ...current.snapshot, rsvp: latestRsvp(current.snapshot.rsvp, { answer, note, at }) } }
            : current,
        ),
      onRefused: (error) => setView({ status: 'refused', error }),
      onConnection: setConnected,
    });
    party.connection.current = watching;
    return watching.stop;
  }, [id, token, party.handlers, party.connection]);

  if (view.status === 'refused') {
    return (
      <main className="page page--narrow">
        <div className="card" role="alert">
          <h1>This watch link does not work</h1>
          <p>
            {token
              ? `The link is not valid for this puzzle (${view.error}).`
              : 'The link is missing its secret part, and no signed-in account keeps this puzzle.'}{' '}
            Use the complete link from the page you saw after sending your puzzle, or sign in with the account that keeps it.
          </p>
          <Link className="button" to="/">
            Create a puzzle
          </Link>{' '}
          {token ? null : (
            <Link className="button button--ghost" to="/login" state={{ from: `/watch/${id}` }}>
              Login
            </Link>
          )}
        </div>
      </main>
    );
  }
  if (view.status === 'connecting') {
    return (
      <main className="page page--narrow">
        <p role="status">Connecting to your puzzle…</p>
      </main>
    );
  }

  const { snapshot } = view;
  const { status, text, steps } = watchStatus(buildTimeline(snapshot), delivery, snapshot.recipientName);
  return (
    <main className="page page--medium">
      <div className="card watch">
        <h1>{watchHeading(snapshot)}</h1>
        <p className="watch__status" role="status">
          <span data-testid="watch-status" data-status={status}>
            {text}
          </span>
        </p>
        {showsRsvp(snapshot) && <RsvpLine rsvp={snapshot.rsvp} format={timeFormat} />}
        <LivePartyBoard watch={party.watch} loadReplay={party.loadReplay} />
        <ol className="watch__timeline">
          {steps.map((step) => (
            <li key={step.kind} className={step.at ? 'watch__step watch__step--done' : 'watch__step'}>
              <span className="watch__dot" aria-hidden="true" />
              <span className="watch__label">{step.label}</span>
              <span className="watch__time">
                {step.at ? <time dateTime={step.at}>{timeFormat.format(new Date(step.at))}</time> : 'Not yet'}
              </span>
            </li>
          ))}
        </ol>
        <DeliveryPanel puzzleId={id} watchToken={token} refreshKey={snapshot.events.map((event) => event.kind).join()} onView={onDelivery} />
        <p className="form-note watch__connection">
          {connected ? 'Live: this page updates by itself.' : 'Reconnecting… updates will appear when the connection is back.'}
        </p>
        <ClaimGift puzzleId={id} watchToken={token} />
        <Link className="button button--ghost" to={snapshot.kind === 'card' ? '/create-puzzle-gift' : '/'}>
          {snapshot.kind === 'card' ? 'Create another puzzle card' : 'Create another puzzle'}
        </Link>
      </div>
    </main>
  );
}
