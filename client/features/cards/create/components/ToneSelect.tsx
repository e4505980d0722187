import { TONES, toneStyle } from '../../../../../game/rules/cards';

interface ToneSelectProps {
  id: string;
  value: string;
  onChange(tone: string): void;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The tone: one of the five presets, each adding a style to the picture, or none
 * (SPEC: any other tone adds no style). The hint says what the chosen one adds.
 */
export function ToneSelect({ id, value, onChange }: ToneSelectProps) {
  const style = toneStyle(value);
  return (
    <div className="field">
      <label htmlFor={id}>Tone</label>
      <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)}>
        <option value="">No particular style</option>
        {TONES.map((tone) => (
          <option key={tone} value={tone}>
            {capitalised(tone)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="field__hint">
        {style ? `Painted ${style}.` : 'The picture follows your description alone.'}
      </span>
    </div>
  );
}
