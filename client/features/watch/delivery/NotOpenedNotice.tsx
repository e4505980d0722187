import { useState } from 'react';
import type { DeliveryView } from '../../../../contract/schemas/delivery';

/** Three days after delivery and still unopened: say so, and hand the sender the link to send another way. */
export function NotOpenedNotice({ view }: { view: DeliveryView }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(view.playLink);
      setCopied(true);
    } catch {
      window.prompt('Copy the link:', view.playLink); // no clipboard permission: let the person copy it
    }
  }

  return (
    <div className="delivery-panel__unopened" role="status">
      <p>
        <strong>Not opened yet.</strong> Perhaps the e-mail went unnoticed: send {view.recipientName} the link another
        way.
      </p>
      <button type="button" className="button" onClick={() => void copy()}>
        {copied ? 'Link copied' : 'Copy link'}
      </button>
    </div>
  );
}
