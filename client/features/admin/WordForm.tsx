import { useState, type FormEvent } from 'react';
import { WORD_TEXT_MAX } from '../../../contract/daily';
import type { ScheduledWord } from '../../../contract/schemas/daily';
import { WORD_MAX_LENGTH } from '../../../game/rules/word';
import { adminApi } from './api';
import { allFilled, STATUS, wordFailureStatus, type Status } from './schedule';
import { StatusLine } from './StatusLine';

interface WordFormProps {
  date: string; // the day being edited ('' when the date picker is cleared)
  current: ScheduledWord | null; // what is scheduled for that day, loaded into the fields
  onSaved: () => void;
}

const FIELDS = ['word', 'shuffled', 'definition', 'sentence', 'quote'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(current: ScheduledWord | null): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, current?.[field] ?? ''])) as Values;
}

/**
 * The daily-word form. The parent gives it a `key` per day and entry, so choosing
 * another day starts from what that day holds. Word and shuffled are shown (and
 * saved) upper-cased.
 */
export function WordForm({ date, current, onSaved }: WordFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(current));
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = field === 'word' || field === 'shuffled' ? event.target.value.toUpperCase() : event.target.value;
    setValues((old) => ({ ...old, [field]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!allFilled([date, ...FIELDS.map((field) => values[field])])) {
      setStatus({ kind: 'error', text: STATUS.wordFieldsRequired });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const body = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Values;
      const saved = await adminApi.saveWord(date, { ...body, word: body.word.toUpperCase(), shuffled: body.shuffled.toUpperCase() });
      setStatus({ kind: 'success', text: STATUS.wordScheduled(saved.date) });
      onSaved();
    } catch (failure) {
      setStatus(wordFailureStatus(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form scheduler-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="word-form-title">
      <h2 id="word-form-title">Daily word</h2>
      <div className="scheduler-form__pair">
        <div className="field">
          <label htmlFor="word-word">Word</label>
          <input id="word-word" type="text" className="scheduler-caps" value={values.word} maxLength={WORD_MAX_LENGTH} onChange={set('word')} autoComplete="off" spellCheck={false} />
        </div>
        <div className="field">
          <label htmlFor="word-shuffled">Shuffled</label>
          <input id="word-shuffled" type="text" className="scheduler-caps" value={values.shuffled} maxLength={WORD_MAX_LENGTH} onChange={set('shuffled')} autoComplete="off" spellCheck={false} aria-describedby="word-shuffled-hint" />
          <span id="word-shuffled-hint" className="field__hint">
            The same letters in the order players first see them.
          </span>
        </div>
      </div>
      <div className="field">
        <label htmlFor="word-definition">Definition</label>
        <textarea id="word-definition" value={values.definition} maxLength={WORD_TEXT_MAX} onChange={set('definition')} />
      </div>
      <div className="field">
        <label htmlFor="word-sentence">Sentence</label>
        <textarea id="word-sentence" value={values.sentence} maxLength={WORD_TEXT_MAX} onChange={set('sentence')} />
      </div>
      <div className="field">
        <label htmlFor="word-quote">Quote</label>
        <textarea id="word-quote" value={values.quote} maxLength={WORD_TEXT_MAX} onChange={set('quote')} />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {current ? 'Update word' : 'Schedule word'}
      </button>
      <StatusLine id="word-status" status={status} />
    </form>
  );
}
