import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PartyPuzzle } from '../../../../contract/party';
import type { PartySession } from '../../../lib/party/session';
import { PartyReplay } from './PartyReplay';
import type { Replay } from './replay-frames';

type Loaded = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; replay: Replay } | { status: 'failed' };

export interface ReplayLauncherProps {
  puzzle: PartyPuzzle;
  load(): Promise<Replay | null>; // the stored moves, with the page's own access (session.replay, the watch socket)
  before?: ReactNode; // shown above the button until the replay plays in its place (the finished board)
}

/** "Watch how we solved it": loads the party's moves once, then plays them (PartyReplay). */
export function ReplayLauncher({ puzzle, load, before = null }: ReplayLauncherProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const start = () => {
    setLoaded({ status: 'loading' });
    load().then(
      (replay) => setLoaded(replay ? { status: 'ready', replay } : { status: 'failed' }),
      () => setLoaded({ status: 'failed' }),
    );
  };
  if (loaded.status === 'ready') return <PartyReplay puzzle={puzzle} replay={loaded.replay} />;
  return (
    <div className="party-replay party-replay--closed">
      {before}
      <button type="button" className="button" onClick={start} disabled={loaded.status === 'loading'}>
        {loaded.status === 'loading' ? 'Getting the moves…' : 'Watch how we solved it'}
      </button>
      {loaded.status === 'failed' && (
        <p className="form-note" role="alert">
          The replay could not be loaded. Try again in a moment.
        </p>
      )}
    </div>
  );
}

/** The solved screen's replay: the party session's puzzle and moves (session.replay()). */
export function ReplayButton({ session }: { session: PartySession }) {
  const puzzle = useStore(session.store, (view) => view.puzzle);
  if (!puzzle) return null;
  return <ReplayLauncher puzzle={puzzle} load={() => session.replay()} />;
}
