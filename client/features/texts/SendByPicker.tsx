import { useId } from 'react';
import { SEND_BY } from '../../../contract/texts';
import { needsPhone, PHONE_MAX, SEND_BY_LABELS, type TextDraft } from './text-choice';
import './texts.css';

interface SendByPickerProps {
  value: TextDraft;
  onChange: (next: TextDraft) => void;
}

/** "Send by": e-mail, text or both, and the recipient's phone number when a text goes. */
export function SendByPicker({ value, onChange }: SendByPickerProps) {
  const id = useId();
  const set = (change: Partial<TextDraft>) => onChange({ ...value, ...change });
  return (
    <fieldset className="send-by">
      <legend className="field__label">Send by</legend>
      <div className="send-by__modes" role="radiogroup">
        {SEND_BY.map((mode) => (
          <label className="send-by__mode" key={mode}>
            <input type="radio" name={`${id}-by`} value={mode} checked={value.sendBy === mode} onChange={() => set({ sendBy: mode })} />
            <span>{SEND_BY_LABELS[mode]}</span>
          </label>
        ))}
      </div>
      {needsPhone(value) && (
        <div className="field">
          <label htmlFor={`${id}-phone`}>Recipient&apos;s mobile number</label>
          <input
            id={`${id}-phone`}
            name="recipientPhone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            maxLength={PHONE_MAX}
            placeholder="+1 415 555 0123"
            value={value.phone}
            onChange={(event) => set({ phone: event.target.value })}
          />
          <p className="form-note">With its country code, unless it is in your own country.</p>
        </div>
      )}
    </fieldset>
  );
}
