import { DIFFICULTIES, FONT_OPTIONS, fontFamilyCss, isFontStyle, isGridSide, type FontStyle, type GridSide } from '../../game/rules/gift';

interface ChoiceProps<T> {
  id: string;
  label: string;
  value: T;
  onChange(value: T): void;
}

/** The puzzle's difficulty (SPEC: Easy 3 … Extreme 10): the gift's and the card's creators. */
export function DifficultySelect({ id, label, value, onChange }: ChoiceProps<GridSide>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const side = Number(event.target.value);
          if (isGridSide(side)) onChange(side);
        }}
      >
        {DIFFICULTIES.map((difficulty) => (
          <option key={difficulty.side} value={difficulty.side}>
            {difficulty.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The message's font, each option shown in its own face. */
export function FontSelect({ id, label, value, onChange }: ChoiceProps<FontStyle>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isFontStyle(event.target.value)) onChange(event.target.value);
        }}
      >
        {FONT_OPTIONS.map((font) => (
          <option key={font.value} value={font.value} style={{ fontFamily: fontFamilyCss(font.value) }}>
            {font.label}
          </option>
        ))}
      </select>
    </div>
  );
}
