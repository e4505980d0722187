import { useState } from 'react';
import type { PartyStarted } from '../../../contract/party';
import { partyApi } from './api';
import { keepHostParty } from './host-parties';
import { useFeature } from '../../lib/feature-flags';

/** The recipient's "Solve together": starts a party on this puzzle (or rejoins the open one) as its host. */
export function SolveTogether({ puzzleId, onStarted }: { puzzleId: string; onStarted: (started: PartyStarted) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = useFeature('solve-together'); // early access: hidden while closed to this visitor (the server refuses anyway)

  function start() {
    setBusy(true);
    setProblem(null);
    partyApi
      .start(puzzleId)
      .then((started) => {
        keepHostParty(puzzleId, started);
        onStarted(started);
      })
      .catch((error: unknown) => {
        setBusy(false);
        setProblem(error instanceof Error ? error.message : 'The party could not be started.');
      });
  }

  if (open === false) return null;
  return (
    <div className="party-start">
      <button type="button" className="button button--ghost party-start__button" onClick={start} disabled={busy}>
        {busy ? 'Starting…' : 'Solve together'}
      </button>
      <span className="form-note party-start__hint">Invite family and friends to solve this board with you, each on their own phone.</span>
      {problem && <p className="form-error">{problem}</p>}
    </div>
  );
}
