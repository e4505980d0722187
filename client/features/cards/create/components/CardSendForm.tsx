import { useState, type FormEvent } from 'react';
import { DeliveryPicker } from '../../../../components/delivery/DeliveryPicker';
import { newDeliveryDraft } from '../../../../components/delivery/delivery-choice';
import { problemText } from '../card-body';
import type { CardSending } from '../useSendCard';
import { PresentPicker } from '../../../store/PresentPicker';
import { SendByPicker } from '../../../texts/SendByPicker';
import { newTextDraft } from '../../../texts/text-choice';

export const CONSENT_ID = 'card-consent';

interface CardSendFormProps {
  sending: CardSending;
  recipientName: string;
}

/** The last step, as for a gift: consent, then one request that creates the card and queues both e-mails. */
export function CardSendForm({ sending, recipientName }: CardSendFormProps) {
  const [consent, setConsent] = useState(false); // asked again for every card, so never kept in the draft
  const [delivery, setDelivery] = useState(newDeliveryDraft);
  const [presentId, setPresentId] = useState<string | null>(null); // the gift store's present, if any
  const [text, setText] = useState(newTextDraft); // send by e-mail, text or both

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sending.send(consent, delivery, presentId, text);
  }

  const who = recipientName.trim() || 'your recipient';
  return (
    <section className="card card-send" aria-labelledby="card-send-title">
      <h2 id="card-send-title">Send your puzzle card</h2>
      <p className="form-note">
        We e-mail {who} a link to the puzzle, and you a private link to watch it being solved, live.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={sending.sending}>
        <SendByPicker value={text} onChange={setText} />
        <DeliveryPicker value={delivery} onChange={setDelivery} recipientName={recipientName} />
        <PresentPicker value={presentId} onChange={setPresentId} />
        <label className="checkbox">
          <input id={CONSENT_ID} type="checkbox" required checked={consent} onChange={(event) => setConsent(event.target.checked)} />
          <span>I agree to receive email notifications related to my puzzle gift.</span>
        </label>
        {sending.problems.length > 0 && (
          <div className="card-send__problems" role="alert">
            <p className="form-error">Before sending:</p>
            <ul>
              {sending.problems.map((problem) => (
                <li key={`${problem.kind}:${problem.field}`}>{problemText(problem)}</li>
              ))}
            </ul>
          </div>
        )}
        {sending.error && (
          <p className="form-error" role="alert">
            {sending.error}
          </p>
        )}
        <button type="submit" className="button button--block card-send__button" disabled={sending.sending}>
          {sending.sending ? 'Sending…' : 'Send Puzzle Card'}
        </button>
      </form>
    </section>
  );
}
