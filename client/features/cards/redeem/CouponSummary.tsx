import type { CouponStatus } from '../../../../contract/schemas/cards';
import { validityText } from '../play/card-back';
import type { Availability } from './redeem-text';

/** The offer as the till sees it: what, for whom, when, and whether it can be used today. */
export function CouponSummary({ status, availability }: { status: CouponStatus; availability: Availability }) {
  const validity = validityText(status.startDate, status.expirationDate) ?? 'No start or end date';
  return (
    <section className="redeem-summary" aria-labelledby="redeem-offer">
      <p className="eyebrow redeem-summary__eyebrow">Redeem a coupon</p>
      <p className="redeem-summary__business">
        {status.businessName}
        {status.businessLocation && <span className="redeem-summary__location"> · {status.businessLocation}</span>}
      </p>
      <h1 id="redeem-offer" className="redeem-summary__offer">
        {status.offerDescription}
      </h1>
      <dl className="redeem-summary__facts">
        <div>
          <dt>For</dt>
          <dd>{status.recipientName || 'The card’s recipient'}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{validity}</dd>
        </div>
        {availability.state !== 'redeemed' && ( // the banner below says it, louder
          <div>
            <dt>Today</dt>
            <dd>
              <span className={`redeem-chip redeem-chip--${availability.state}`} data-testid="coupon-availability">
                {availability.text}
              </span>
            </dd>
          </div>
        )}
      </dl>
      {status.termsConditions && (
        <details className="redeem-summary__terms">
          <summary>Terms and conditions</summary>
          <p>{status.termsConditions}</p>
        </details>
      )}
    </section>
  );
}
