import type { CardType } from '../../../../../game/rules/cards';
import { LineIcon } from '../../../../components/LineIcon';

/** Line icons for the card types, drawn in currentColor (emoji differ from one device to the next). */
const PATHS: Record<CardType, React.ReactNode> = {
  invitation: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 8l9 6 9-6" />
      <path d="M12 3.5l.8 1.6 1.7.3-1.2 1.2.3 1.7-1.6-.8-1.6.8.3-1.7-1.2-1.2 1.7-.3z" />
    </>
  ),
  greeting: (
    <>
      <ellipse cx="12" cy="9" rx="5.5" ry="6.5" />
      <path d="M12 15.5l-1 1.5h2z" />
      <path d="M12 17c-.5 1.6.8 2.4.2 4.5" />
      <path d="M9.5 6.5c.6-1 1.5-1.5 2.5-1.6" />
    </>
  ),
  anniversary: (
    <>
      <circle cx="9" cy="14" r="5.5" />
      <circle cx="15" cy="14" r="5.5" />
      <path d="M10.5 5.5l1.5-2.5 1.5 2.5-1.5 1.5z" />
    </>
  ),
  holiday: (
    <>
      <path d="M12 2.5v19M3.8 7.2l16.4 9.6M20.2 7.2L3.8 16.8" />
      <path d="M9.8 4.3L12 6.5l2.2-2.2M9.8 19.7l2.2-2.2 2.2 2.2" />
      <path d="M4.4 10.6l3 .8-.8 3M19.6 10.6l-3 .8.8 3" />
    </>
  ),
  coupon: (
    <>
      <path d="M3 7a1 1 0 011-1h16a1 1 0 011 1v3a2 2 0 000 4v3a1 1 0 01-1 1H4a1 1 0 01-1-1v-3a2 2 0 000-4z" />
      <path d="M15 6v2M15 11v2M15 16v2" />
      <path d="M6.5 14.5l4-5" />
      <circle cx="7" cy="10" r="0.9" />
      <circle cx="10" cy="14" r="0.9" />
    </>
  ),
};

export function CardTypeIcon({ type }: { type: CardType }) {
  return (
    <LineIcon className="card-type__icon">{PATHS[type]}</LineIcon>
  );
}
