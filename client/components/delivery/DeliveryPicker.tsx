import { useId, useState } from 'react';
import { arrivalPreview, sendAtBounds, timeZoneNames, type DeliveryDraft } from './delivery-choice';
import './delivery.css';

interface DeliveryPickerProps {
  value: DeliveryDraft;
  onChange: (next: DeliveryDraft) => void;
  recipientName: string; // for the reminder's wording
  showRemind?: boolean; // the watch page's editor changes the time only
}

/**
 * "Send now" or "Send on…" a day and time on the recipient's clock, in a time zone
 * found by typing part of its name; and the sender's consent to one reminder.
 */
export function DeliveryPicker({ value, onChange, recipientName, showRemind = true }: DeliveryPickerProps) {
  const id = useId();
  const [now] = useState(() => Date.now()); // the bounds of this visit; the server checks the real time
  const bounds = sendAtBounds(value.timeZone, now);
  const arrival = arrivalPreview(value);
  const who = recipientName.trim() || 'your recipient';
  const set = (change: Partial<DeliveryDraft>) => onChange({ ...value, ...change });

  return (
    <fieldset className="delivery">
      <legend className="field__label">When should it arrive?</legend>
      <div className="delivery__modes" role="radiogroup">
        <label className="delivery__mode">
          <input type="radio" name={`${id}-when`} checked={!value.later} onChange={() => set({ later: false })} />
          <span>Send now</span>
        </label>
        <label className="delivery__mode">
          <input type="radio" name={`${id}-when`} checked={value.later} onChange={() => set({ later: true })} />
          <span>Send on…</span>
        </label>
      </div>
      {value.later && (
        <div className="delivery__later">
          <div className="field">
            <label htmlFor={`${id}-at`}>Date and time</label>
            <input
              id={`${id}-at`}
              type="datetime-local"
              required
              min={bounds.min}
              max={bounds.max}
              value={value.local}
              onChange={(event) => set({ local: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-zone`}>{`${who}'s time zone`}</label>
            <input
              id={`${id}-zone`}
              type="search"
              list={`${id}-zones`}
              autoComplete="off"
              spellCheck={false}
              placeholder="Search, e.g. Paris or New York"
              value={value.timeZone}
              onChange={(event) => set({ timeZone: event.target.value.trim().replace(/ /g, '_') })}
            />
            <datalist id={`${id}-zones`}>
              {timeZoneNames().map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </div>
          {arrival && (
            <p className="delivery__arrival" aria-live="polite">
              Arrives {arrival}
            </p>
          )}
        </div>
      )}
      {showRemind && (
        <label className="checkbox">
          <input type="checkbox" checked={value.remind} onChange={(event) => set({ remind: event.target.checked })} />
          <span>If {who} has not opened it within 3 days, send one gentle reminder.</span>
        </label>
      )}
    </fieldset>
  );
}
