import { CARD_TYPES, type CardType } from '../../../../../game/rules/cards';
import { CardTypeIcon } from './CardTypeIcon';
import './card-types.css';

interface CardTypePickerProps {
  value: CardType | null;
  onChange(type: CardType): void;
}

/**
 * Step 1: the card type, as real radio buttons (arrow keys move between them)
 * drawn as tiles; the form below appears once one is chosen.
 */
export function CardTypePicker({ value, onChange }: CardTypePickerProps) {
  return (
    <fieldset className="card-types">
      <legend className="card-legend">Choose card type</legend>
      <div className="card-types__options">
        {CARD_TYPES.map((type) => (
          <label key={type.value} className="card-type">
            <input
              className="card-type__input"
              type="radio"
              name="card-type"
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
            />
            <span className="card-type__tile">
              <CardTypeIcon type={type.value} />
              <span className="card-type__label">{type.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
