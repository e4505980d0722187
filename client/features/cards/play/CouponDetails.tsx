import { couponLines, formatCode, qrImageSrc, redeemInstruction, spelledCode, type CouponLine } from './card-back';

interface CouponDetailsProps {
  offerDescription: string;
  termsConditions: string;
  businessName: string;
  businessLocation: string;
  startDate: string | null;
  expirationDate: string | null;
  code?: string;
  qrSvg?: string;
}

function Lines({ lines }: { lines: CouponLine[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="coupon-back__lines">
      {lines.map((line) => (
        <div key={line.kind} className={`coupon-back__line coupon-back__line--${line.kind}`}>
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A coupon's back: the offer and where, then the code to show at the till (large,
 * and spelled out for a screen reader) with its QR code, and the fine print last.
 */
export function CouponDetails({ code, qrSvg, ...coupon }: CouponDetailsProps) {
  const lines = couponLines(coupon);
  return (
    <div className="coupon-back">
      <Lines lines={lines.filter((line) => line.kind !== 'terms')} />
      {code && (
        <div className="coupon-back__redeem">
          <p className="coupon-back__code-label">Your code</p>
          <p className="coupon-back__code" data-testid="coupon-code">
            <span aria-hidden="true">{formatCode(code)}</span>
            <span className="visually-hidden">{spelledCode(code)}</span>
          </p>
          {qrSvg && (
            <img
              className="coupon-back__qr"
              src={qrImageSrc(qrSvg)}
              alt={`QR code of this coupon, for ${coupon.businessName || 'the business'} to scan`}
              width={176}
              height={176}
            />
          )}
          <p className="coupon-back__how">{redeemInstruction(coupon.businessName)}</p>
        </div>
      )}
      <Lines lines={lines.filter((line) => line.kind === 'terms')} />
    </div>
  );
}
