import { useState, type FormEvent } from 'react';
import { EMAIL_MAX } from '../../../../contract/auth';
import type { DeliveryView } from '../../../../contract/schemas/delivery';
import { MESSAGE_MAX, NAME_MAX } from '../../../../game/rules/gift';
import { DeliveryPicker } from '../../../components/delivery/DeliveryPicker';
import { deliveryProblem, toDeliveryChoice, type DeliveryDraft } from '../../../components/delivery/delivery-choice';
import type { DeliveryApi } from './api';

interface DeliveryEditorProps {
  view: DeliveryView;
  api: DeliveryApi;
  onSaved: (view: DeliveryView) => void;
  onClose: () => void;
}

/** Until it goes out, the sender may change who it is for, what it says and when it arrives. */
export function DeliveryEditor({ view, api, onSaved, onClose }: DeliveryEditorProps) {
  const [recipientName, setRecipientName] = useState(view.recipientName);
  const [recipientEmail, setRecipientEmail] = useState(view.recipientEmail); // null: a reply, whose address stays hidden
  const [message, setMessage] = useState(view.message);
  const [when, setWhen] = useState<DeliveryDraft>({ later: true, local: view.localSendAt, timeZone: view.timeZone, remind: view.remind });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const problem = deliveryProblem(when, Date.now());
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      const { sendAt, timeZone } = toDeliveryChoice(when);
      const address = recipientEmail === null ? {} : { recipientEmail: recipientEmail.trim() };
      onSaved(await api.change({ recipientName: recipientName.trim(), ...address, message: message.trim(), sendAt, timeZone }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The changes could not be saved.');
      setSaving(false);
    }
  }

  return (
    <form className="form delivery-panel__editor" onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label htmlFor="edit-recipient-name">Recipient&apos;s name</label>
        <input id="edit-recipient-name" type="text" required maxLength={NAME_MAX} value={recipientName} onChange={(e) => setRecipientName(e.target.value)} />
      </div>
      {recipientEmail !== null && (
        <div className="field">
          <label htmlFor="edit-recipient-email">Recipient&apos;s e-mail</label>
          <input id="edit-recipient-email" type="email" required maxLength={EMAIL_MAX} value={recipientEmail} onChange={(e) => setRecipientEmail(e.target.value)} />
        </div>
      )}
      <div className="field">
        <label htmlFor="edit-message">Message</label>
        <textarea id="edit-message" required maxLength={MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <DeliveryPicker value={when} onChange={setWhen} recipientName={recipientName} showRemind={false} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="delivery-panel__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Keep as it was
        </button>
      </div>
    </form>
  );
}
