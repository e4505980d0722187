import { useState, type FormEvent } from 'react';
import { NAME_NEEDED, PLAYER_NAME_MAX, playerName } from '../../../game/rules/party';

/** A guest's name before joining: 1 to 24 characters (the rules' playerName), the server's refusal shown as given. */
export function NameForm({ recipient, error, onJoin }: { recipient: string | null; error: string | null; onJoin: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = problem ?? error;

  function submit(event: FormEvent) {
    event.preventDefault();
    const kept = playerName(name);
    if (kept === null) {
      setProblem(NAME_NEEDED);
      return;
    }
    setProblem(null);
    setBusy(true);
    void onJoin(kept).finally(() => setBusy(false));
  }

  return (
    <form className="card party-name" onSubmit={submit} noValidate>
      <h1>Solve a puzzle together{recipient ? ` with ${recipient}` : ''}</h1>
      <p>You were invited to put a photo back together with others, each on their own screen. What should the others call you?</p>
      <div className="field">
        <label htmlFor="party-name">Your name</label>
        <input
          id="party-name"
          value={name}
          maxLength={PLAYER_NAME_MAX * 2}
          autoComplete="given-name"
          aria-invalid={shown !== null}
          aria-describedby={shown ? 'party-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {shown && (
        <p id="party-name-error" className="form-error" role="alert">
          {shown}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Joining…' : 'Join'}
      </button>
    </form>
  );
}
