import { Link } from 'react-router';
import type { MyGift } from '../../../contract/schemas/my-gifts';
import { LineIcon } from '../../components/LineIcon';
import { CardTypeIcon } from '../cards/create/components/CardTypeIcon';
import { kindLabel, reachedOn, shortDate, stateBadge } from './gift-text';

/** A photo: what a photo puzzle is made of (cards show their type's icon). */
function PhotoIcon() {
  return (
    <LineIcon className="gift-row__photo">
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.8" />
      <path d="M3.5 17.5l5-5 4 4 2.5-2.5 5.5 5.5" />
    </LineIcon>
  );
}

/** One gift or card of "My gifts": the whole row opens its watch page (no token needed by its owner). */
export function GiftRow({ gift }: { gift: MyGift }) {
  const reached = reachedOn(gift);
  return (
    <Link className="gift-row" to={`/watch/${gift.id}`} data-testid="my-gift" data-state={gift.state}>
      <span className={`gift-row__icon gift-row__icon--${gift.kind}`}>
        {gift.kind === 'card' && gift.cardType ? <CardTypeIcon type={gift.cardType} /> : <PhotoIcon />}
      </span>
      <span className="gift-row__text">
        <span className="gift-row__title">For {gift.recipientName}</span>
        <span className="gift-row__meta">
          <span>{kindLabel(gift)}</span>
          <span>
            Made <time dateTime={gift.createdAt}>{shortDate(gift.createdAt)}</time>
          </span>
          {reached ? (
            <span>
              {stateBadge(gift)} <time dateTime={reached}>{shortDate(reached)}</time>
            </span>
          ) : null}
        </span>
      </span>
      <span className={`gift-badge gift-badge--${gift.state}`}>{stateBadge(gift)}</span>
      <svg className="gift-row__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 5l7 7-7 7" />
      </svg>
    </Link>
  );
}
