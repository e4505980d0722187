import type { PresentCard } from '../../../contract/schemas/store';
import { STORE_MESSAGES } from '../../../contract/store';
import './store.css';

/** After the solve, with the message: the present the sender picked, and a button to its shop (through /go/present, which counts it). */
export function PresentReveal({ present, senderName }: { present: PresentCard; senderName: string }) {
  return (
    <section className="present-reveal" aria-labelledby="present-reveal-title" data-testid="present-reveal">
      <p id="present-reveal-title" className="present-reveal__intro">
        {STORE_MESSAGES.alsoPicked(senderName)} <strong>{present.title}</strong>
      </p>
      <div className="present-reveal__body">
        <img className="present-reveal__picture" src={present.imageUrl} alt={present.title} />
        <div>
          <p className="present-reveal__price">{present.priceText}</p>
          <a className="button" href={present.goUrl} target="_blank" rel="noopener noreferrer">
            See it at the shop
          </a>
          <p className="form-note">Opens the retailer&apos;s site. Puzzle Gift may earn a small commission.</p>
        </div>
      </div>
    </section>
  );
}
