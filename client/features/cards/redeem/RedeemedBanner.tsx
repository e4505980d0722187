import { useEffect, useRef } from 'react';
import { alreadyRedeemedText, redeemedDay } from './redeem-text';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * The answer at the till, impossible to misread: a big green "Redeemed" right after
 * this redemption, and an amber "Already redeemed on …" for one redeemed before.
 */
export function RedeemedBanner({ redeemedAt, fresh }: { redeemedAt: string; fresh: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fresh) ref.current?.focus(); // the form that had focus is gone
  }, [fresh]);
  const tz = new Date(redeemedAt).getTimezoneOffset();
  const time = timeFormat.format(new Date(redeemedAt));

  return (
    <div ref={ref} tabIndex={-1} className={`redeem-banner redeem-banner--${fresh ? 'fresh' : 'earlier'}`} role="status" data-testid="redeem-banner">
      <svg className="redeem-banner__icon" viewBox="0 0 24 24" aria-hidden="true">
        {fresh ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 7v6M12 16.5v.5" />}
      </svg>
      {fresh ? (
        <>
          <p className="redeem-banner__title">Redeemed</p>
          <p className="redeem-banner__when">
            at {time} on {redeemedDay(redeemedAt, tz)}
          </p>
          <p className="redeem-banner__note">Give the customer their offer. This code cannot be used again.</p>
        </>
      ) : (
        <>
          <p className="redeem-banner__title">{alreadyRedeemedText(redeemedAt, tz)}</p>
          <p className="redeem-banner__when">at {time}</p>
          <p className="redeem-banner__note">This coupon has been used. Do not give the offer again.</p>
        </>
      )}
    </div>
  );
}
