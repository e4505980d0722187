import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { WatchSnapshot } from '../../../contract/realtime';
import { watchPuzzle } from './api';
import { latestRsvp, showsRsvp, watchHeading } from './card-lines';
import { RsvpLine } from './RsvpLine';
import { STATUS_TEXT, addEvent, buildTimeline, currentStatus } from './timeline';
import './watch.css';

type View =
  | { status: 'connecting' }
  | { status: 'watching'; snapshot: WatchSnapshot }
  | { status: 'refused'; error: string }
  | { status: 'no-token' };

function tokenFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /watch/:id#token — the sender follows their gift or card live (the token stays in the fragment, never sent in a URL). */
export default function WatchPage() {
  const { id = '' } = useParams();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [view, setView] = useState<View>(() => (token ? { status: 'connecting' } : { status: 'no-token' }));
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!token) return;
    return watchPuzzle(id, token, {
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
  }, [id, token]);

  if (view.status === 'no-token' || view.status === 'refused') {
    return (
      <main className="page page--narrow">
        <div className="card" role="alert">
          <h1>This watch link does not work</h1>
          <p>
            {view.status === 'refused'
              ? `The link is not valid for this puzzle (${view.error}).`
              : 'The link is missing its secret part.'}{' '}
            Use the complete link from the page you saw after sending your puzzle.
          </p>
          <Link className="button" to="/">
            Create a puzzle
          </Link>
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
  const steps = buildTimeline(snapshot);
  const status = currentStatus(steps);
  return (
    <main className="page page--medium">
      <div className="card watch">
        <h1>{watchHeading(snapshot)}</h1>
        <p className="watch__status" role="status">
          <span data-testid="watch-status" data-status={status}>
            {STATUS_TEXT[status](snapshot.recipientName)}
          </span>
        </p>
        {showsRsvp(snapshot) && <RsvpLine rsvp={snapshot.rsvp} format={timeFormat} />}
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
        <p className="form-note watch__connection">
          {connected ? 'Live: this page updates by itself.' : 'Reconnecting… updates will appear when the connection is back.'}
        </p>
        <Link className="button button--ghost" to={snapshot.kind === 'card' ? '/create-puzzle-gift' : '/'}>
          {snapshot.kind === 'card' ? 'Create another puzzle card' : 'Create another puzzle'}
        </Link>
      </div>
    </main>
  );
}
