import { useEffect, useMemo, useState } from 'react';
import type { PartyPuzzle } from '../../../../contract/party';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { PartyBoardPicture } from './PartyBoardPicture';
import { frameAt, replayFrames, type Replay } from './replay-frames';

const LEAD_MS = 700; // the deal is shown a moment before the first move

export interface PartyReplayProps {
  puzzle: PartyPuzzle;
  replay: Replay;
}

/**
 * "Watch how we solved it": the party's moves played again as a time-lapse (at most 20 s) on the
 * read-only board, with Replay again. Under reduced motion it shows the finished board at once.
 */
export function PartyReplay({ puzzle, replay }: PartyReplayProps) {
  const frames = useMemo(() => replayFrames(replay), [replay]);
  const reducedMotion = useReducedMotion();
  const last = frames.boards.length - 1;
  const [run, setRun] = useState(0); // a new run starts the time-lapse again
  const [index, setIndex] = useState(reducedMotion ? last : 0);

  useEffect(() => {
    if (reducedMotion) {
      setIndex(last);
      return;
    }
    setIndex(0);
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const next = frameAt(frames, now - started - LEAD_MS);
      setIndex(next);
      if (next < last) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [frames, last, reducedMotion, run]);

  const playing = index < last;
  return (
    <section className="party-replay" aria-label="How we solved it" data-testid="party-replay" data-frame={index} data-frames={last} data-playing={playing}>
      <PartyBoardPicture puzzle={puzzle} board={frames.boards[index] ?? replay.start} label="The replay" />
      <p className="party-replay__line" aria-live="off">
        {last === 0 ? 'No moves to show.' : playing ? `Move ${index} of ${last}` : `Solved in ${last} ${last === 1 ? 'move' : 'moves'}.`}
      </p>
      <button type="button" className="button button--ghost" onClick={() => setRun((count) => count + 1)} disabled={playing || last === 0}>
        Replay again
      </button>
    </section>
  );
}
