import type { Rsvp } from '../../../contract/schemas/cards';
import { rsvpLine } from './card-lines';

/** An invitation's answer on the sender's watch page; it changes live when the recipient answers. */
export function RsvpLine({ rsvp, format }: { rsvp: Rsvp | null; format: Intl.DateTimeFormat }) {
  return (
    <p className={rsvp ? `watch__rsvp watch__rsvp--${rsvp.answer}` : 'watch__rsvp'} aria-live="polite">
      <span className="watch__rsvp-text" data-testid="watch-rsvp">
        {rsvpLine(rsvp)}
      </span>
      {rsvp && (
        <time className="watch__rsvp-time" dateTime={rsvp.at}>
          Answered {format.format(new Date(rsvp.at))}
        </time>
      )}
    </p>
  );
}
