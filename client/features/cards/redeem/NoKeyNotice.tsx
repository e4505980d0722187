import { formatCode } from '../play/card-back';

/** Shown when this device has no redeem key for the card: where to get one, and the scanned code kept in view. */
export function NoKeyNotice({ code, refused }: { code: string | null; refused: boolean }) {
  return (
    <div className="card redeem-notice" role="alert">
      <h1>{refused ? 'This redeem link is not valid' : 'Open the redeem link first'}</h1>
      <p>
        {refused
          ? 'This coupon did not accept the redeem key. Open the complete link from the confirmation e-mail again.'
          : 'Only the business can redeem this coupon. Its redeem link is in the confirmation e-mail the card’s sender received.'}
      </p>
      <ol className="redeem-notice__steps">
        <li>Open the “Redeem a coupon” link from that e-mail on this phone or computer, once.</li>
        <li>From then on, scanning a customer’s QR code opens this page with their code filled in.</li>
      </ol>
      {code && (
        <p className="redeem-notice__code">
          Customer’s code: <strong>{formatCode(code)}</strong>
        </p>
      )}
    </div>
  );
}
