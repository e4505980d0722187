import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { EMAIL_MAX } from '../../../../contract/auth';
import { NAME_MAX } from '../../../../game/rules/gift';
import { DeliveryPicker } from '../../../components/delivery/DeliveryPicker';
import { deliveryProblem, newDeliveryDraft, toDeliveryChoice } from '../../../components/delivery/delivery-choice';
import type { DraftFields } from '../../../stores/draft-fields';
import { useReplyTo } from '../../../stores/reply-to';
import { sendPuzzle } from '../api';
import { rememberSent } from '../sent';
import { PresentPicker } from '../../store/PresentPicker';
import { SendByPicker } from '../../texts/SendByPicker';
import { ContactPicker } from '../../contacts/ContactPicker';
import { rememberSentText } from '../../texts/sent-text';
import { needsEmail, newTextDraft, textFields, textProblem } from '../../texts/text-choice';

export const FIELDS_ALERT = 'All fields are required and consent must be given.';
export const SENT_ALERT = '✅ Puzzle sent!';
export const FAILED_ALERT = '❌ Failed to send puzzle.';

const TEXT_FIELDS = [
  { name: 'recipientName', label: "Recipient's name", type: 'text', autoComplete: 'off' },
  { name: 'recipientEmail', label: "Recipient's e-mail", type: 'email', autoComplete: 'off' },
  { name: 'senderName', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'senderEmail', label: 'Your e-mail', type: 'email', autoComplete: 'email' },
] as const;

type FieldName = (typeof TEXT_FIELDS)[number]['name'];
const EMPTY: Record<FieldName, string> = { recipientName: '', recipientEmail: '', senderName: '', senderEmail: '' };

/** The sender's details, consent and privacy, then one upload with a progress bar. */
export function SendForm({ draft }: { draft: DraftFields }) {
  const navigate = useNavigate();
  const replyTo = useReplyTo((state) => state.replyTo); // a reply: the server knows the recipient
  const [values, setValues] = useState(() => ({ ...EMPTY, senderName: replyTo?.senderName ?? '' }));
  const [text, setText] = useState(newTextDraft); // send by e-mail, text or both (a reply goes by e-mail)
  const fields = replyTo
    ? TEXT_FIELDS.filter((field) => !field.name.startsWith('recipient'))
    : TEXT_FIELDS.filter((field) => field.name !== 'recipientEmail' || needsEmail(text));
  const [consent, setConsent] = useState(false);
  const [isPublic, setIsPublic] = useState(true);
  const [presentId, setPresentId] = useState<string | null>(null); // the gift store's present, if any
  const [delivery, setDelivery] = useState(newDeliveryDraft);
  const [progress, setProgress] = useState<number | null>(null); // null: not sending
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const missing = fields.some((field) => !values[field.name].trim());
    if (missing || !consent || !draft.image || !draft.message.trim()) {
      window.alert(FIELDS_ALERT);
      return;
    }
    if (!form.checkValidity()) {
      form.reportValidity(); // e.g. an e-mail address without @: the browser points at it
      return;
    }
    const whenProblem = deliveryProblem(delivery, Date.now()) ?? (replyTo ? null : textProblem(text));
    if (whenProblem) {
      setError(whenProblem);
      return;
    }
    setError('');
    setProgress(0);
    try {
      const { image: photo, ...choices } = draft;
      const reply = { ...(replyTo ? { replyToken: replyTo.token } : { ...textFields(text, navigator.language), ...(needsEmail(text) ? {} : { recipientEmail: '' }) }), ...(presentId ? { presentId } : {}) };
      const sent = await sendPuzzle({ ...values, ...reply, ...choices, photo, isPublic, delivery: toDeliveryChoice(delivery) }, setProgress);
      useReplyTo.getState().clear();
      rememberSent(sent);
      rememberSentText(sent, 'gift', values.senderName, needsEmail(text));
      window.alert(SENT_ALERT);
      void navigate('/ThankYou', { state: sent });
    } catch (failure) {
      console.error('Sending the puzzle failed', failure);
      window.alert(FAILED_ALERT);
      setError(failure instanceof Error ? failure.message : 'Something went wrong.');
      setProgress(null);
    }
  }

  const sending = progress !== null;
  return (
    <form className="form card send-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="send-form-title">
      <h2 id="send-form-title">Send it</h2>
      {replyTo && (
        <p className="send-form__to">
          To: <strong>{replyTo.recipientName}</strong> <span className="form-note">(a reply to their gift)</span>
        </p>
      )}
      {!replyTo && (
        <ContactPicker
          onPick={(contact) => {
            setValues((current) => ({ ...current, recipientName: contact.name, recipientEmail: contact.email }));
            if (contact.phone) setText((current) => ({ ...current, phone: contact.phone ?? '' }));
          }}
        />
      )}
      <div className="send-form__grid">
        {fields.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`send-${field.name}`}>{field.label}</label>
            <input
              id={`send-${field.name}`}
              name={field.name}
              type={field.type}
              required
              maxLength={field.type === 'email' ? EMAIL_MAX : NAME_MAX}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      {!replyTo && <SendByPicker value={text} onChange={setText} />}
      <DeliveryPicker value={delivery} onChange={setDelivery} recipientName={replyTo?.recipientName ?? values.recipientName} />
      <PresentPicker value={presentId} onChange={setPresentId} />
      <label className="checkbox">
        <input type="checkbox" required checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <span>I agree to receive email notifications related to my puzzle gift.</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <span>
          Make this puzzle public
          <span className="form-note send-form__hint">
            {' '}
            — untick to keep the photo private: the recipient sees it watermarked and cannot save it easily.
          </span>
        </span>
      </label>
      {sending && (
        <div className="send-form__progress">
          <label htmlFor="send-progress">Uploading your photo… {Math.round((progress ?? 0) * 100)}%</label>
          <progress id="send-progress" max={1} value={progress ?? 0} />
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={sending}>
        {sending ? 'Sending…' : 'Send Puzzle'}
      </button>
    </form>
  );
}
