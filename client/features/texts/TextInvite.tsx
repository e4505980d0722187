import { useState } from 'react';
import { playUrl, recallSentText, sentTextBody, sentTextLink } from './sent-text';
import './texts.css';

/**
 * On the thank-you page of a gift or card sent by text. When the server texted it (SMS_URL),
 * says so; otherwise the sender sends it from their own phone: the share sheet where the browser
 * has one, and always an `sms:` link with the number and the message filled in (on a computer it
 * opens whatever handles texts, or the link is there to copy).
 */
export function TextInvite({ puzzleId }: { puzzleId: string }) {
  const [sent] = useState(() => recallSentText(puzzleId));
  const [shareFailed, setShareFailed] = useState(false);
  if (!sent) return null;
  const origin = window.location.origin;
  if (sent.byServer) {
    return (
      <section className="text-invite" aria-labelledby="text-invite-title">
        <h2 id="text-invite-title">Sent by text</h2>
        <p>
          We are texting the link to <strong>{sent.phone}</strong>.
        </p>
      </section>
    );
  }
  const canShare = typeof navigator.share === 'function';
  const share = () => {
    navigator.share({ text: sentTextBody(sent, origin) }).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShareFailed(true); // the sender closing the sheet is no failure
    });
  };
  return (
    <section className="text-invite" aria-labelledby="text-invite-title">
      <h2 id="text-invite-title">Now text it to {sent.phone}</h2>
      <p>Send the link from your phone: the message is ready, you only press send.</p>
      <div className="text-invite__actions">
        <a className="button button--block" href={sentTextLink(sent, origin)}>
          Text the link
        </a>
        {canShare && (
          <button type="button" className="button button--ghost button--block" onClick={share}>
            Share…
          </button>
        )}
      </div>
      {shareFailed && <p className="form-error">Sharing did not work here; use “Text the link” or copy the link below.</p>}
      <p className="form-note">On a computer? Open this page on your phone, or copy the link:</p>
      <p className="thank-you__link">
        <code>{playUrl(sent, origin)}</code>
      </p>
    </section>
  );
}
