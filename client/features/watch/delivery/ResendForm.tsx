import { useState, type FormEvent } from 'react';
import { EMAIL_MAX } from '../../../../contract/auth';
import type { DeliveryView } from '../../../../contract/schemas/delivery';
import type { DeliveryApi } from './api';

interface ResendFormProps {
  view: DeliveryView;
  api: DeliveryApi;
  onSent: (view: DeliveryView) => void;
}

/** After delivery: a wrong address can be corrected and the same link sent again (the old link keeps working). */
export function ResendForm({ view, api, onSent }: ResendFormProps) {
  const [email, setEmail] = useState(view.recipientEmail ?? '');
  const [state, setState] = useState<{ sending: boolean; note: string; error: string }>({ sending: false, note: '', error: '' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setState({ sending: true, note: '', error: '' });
    try {
      const next = await api.resend(email.trim());
      onSent(next);
      setState({ sending: false, note: `Sent again to ${next.recipientEmail}.`, error: '' });
    } catch (failure) {
      setState({ sending: false, note: '', error: failure instanceof Error ? failure.message : 'It could not be sent again.' });
    }
  }

  return (
    <details className="delivery-panel__resend">
      <summary>Wrong address? Correct it and send the link again</summary>
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label htmlFor="resend-email">{view.recipientName}&apos;s e-mail</label>
          <input id="resend-email" type="email" required maxLength={EMAIL_MAX} value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <button type="submit" className="button" disabled={state.sending}>
          {state.sending ? 'Sending…' : 'Send again'}
        </button>
        {state.note && <p className="form-success">{state.note}</p>}
        {state.error && (
          <p className="form-error" role="alert">
            {state.error}
          </p>
        )}
      </form>
    </details>
  );
}
