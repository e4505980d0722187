import type { CardType } from '../../../../../game/rules/cards';
import { fontFamilyCss, type FontStyle } from '../../../../../game/rules/gift';
import type { CardDraftFields } from '../../../../stores/card-draft';
import { dateOrNull } from '../card-body';

interface CardBackProps {
  cardType: CardType;
  fields: CardDraftFields['fields'];
  fontStyle: FontStyle;
}

/** A YYYY-MM-DD as the reader's calendar writes it; built from its parts so no time zone moves the day. */
function readableDate(value: string): string | null {
  const key = dateOrNull(value);
  if (!key) return null;
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

function validity(startDate: string, expirationDate: string): string | null {
  const from = readableDate(startDate);
  const until = readableDate(expirationDate);
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return null;
}

/** What the solved card shows besides the picture: the message and, for a coupon, the offer (SPEC: flip card back). */
export function CardBack({ cardType, fields, fontStyle }: CardBackProps) {
  const message = fields.customMessage.trim();
  const dates = validity(fields.startDate, fields.expirationDate);
  const coupon = cardType === 'coupon';
  const rows = coupon
    ? [
        { term: 'Offer', detail: fields.offerDescription.trim() },
        { term: 'Terms', detail: fields.termsConditions.trim() },
        { term: 'Valid', detail: dates ?? '' },
        { term: 'Business', detail: fields.businessName.trim() },
        { term: 'Location', detail: fields.businessLocation.trim() },
      ].filter((row) => row.detail)
    : [];

  return (
    <div className="card-back">
      <h3 className="card-back__title">Revealed when solved</h3>
      {message ? (
        <p className="card-back__message" style={{ fontFamily: fontFamilyCss(fontStyle) }}>
          {message}
        </p>
      ) : (
        <p className="form-note">No personal message yet — add one above and it appears here.</p>
      )}
      {coupon && (
        <div className="card-back__coupon">
          {rows.length > 0 ? (
            <dl className="card-back__details">
              {rows.map((row) => (
                <div key={row.term} className="card-back__row">
                  <dt>{row.term}</dt>
                  <dd>{row.detail}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="form-note">Describe your offer above and it appears here.</p>
          )}
          <p className="form-note">The recipient also gets a one-time code and a QR code to show at your business.</p>
        </div>
      )}
    </div>
  );
}
