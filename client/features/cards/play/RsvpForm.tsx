import { useState, type FormEvent } from 'react';
import type { Rsvp } from '../../../../contract/schemas/cards';
import { RSVP_ANSWERS, RSVP_NOTE_MAX, type RsvpAnswer } from '../../../../game/rules/cards';
import { cardsApi } from '../api';
import { currentAnswerText, noteCounter, sendLabel } from './rsvp-text';

interface RsvpFormProps {
  puzzleId: string;
  senderName: string;
  initial: Rsvp | null; // the answer given before (the solve returns it), or none yet
}

/** An invitation's reply: Yes, No or Maybe with an optional note; it can be changed later. */
export function RsvpForm({ puzzleId, senderName, initial }: RsvpFormProps) {
  const [current, setCurrent] = useState<Rsvp | null>(initial);
  const [answer, setAnswer] = useState<RsvpAnswer | null>(initial?.answer ?? null);
  const [note, setNote] = useState(initial?.note ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justSent, setJustSent] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!answer || busy) return;
    setBusy(true);
    setError(null);
    setJustSent(false);
    try {
      setCurrent(await cardsApi.answer(puzzleId, { answer, note: note.trim() }));
      setJustSent(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your answer could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const answered = currentAnswerText(current);
  return (
    <section className="card-rsvp" aria-labelledby="card-rsvp-title">
      <h3 id="card-rsvp-title">Will you be there?</h3>
      <p className="card-rsvp__intro">Let {senderName} know. You can change your answer later.</p>
      <div aria-live="polite">
        {answered && (
          <p className="card-rsvp__current" data-testid="rsvp-current">
            {answered}
            {justSent && <span className="card-rsvp__sent"> · Sent to {senderName}</span>}
          </p>
        )}
      </div>
      <form className="form" onSubmit={(event) => void send(event)}>
        <fieldset className="card-rsvp__choices">
          <legend className="field__label">Your answer</legend>
          {RSVP_ANSWERS.map((option) => (
            <label key={option.value} className="card-rsvp__choice">
              <input
                type="radio"
                name="rsvp-answer"
                value={option.value}
                checked={answer === option.value}
                onChange={() => setAnswer(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="rsvp-note">A note for {senderName} (optional)</label>
          <textarea
            id="rsvp-note"
            value={note}
            maxLength={RSVP_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby="rsvp-note-count"
          />
          <span id="rsvp-note-count" className="field__hint">
            {noteCounter(note)}
          </span>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="button" disabled={!answer || busy}>
            {sendLabel(current !== null, busy)}
          </button>
        </div>
      </form>
    </section>
  );
}
