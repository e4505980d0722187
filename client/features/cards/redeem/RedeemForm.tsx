import { useState, type FormEvent } from 'react';
import { cardsApi } from '../api';
import { formatCode } from '../play/card-back';
import { redeemFailure, type RedeemFailure } from './redeem-text';

interface RedeemFormProps {
  cardId: string;
  redeemKey: string;
  initialCode: string; // from the customer's QR code, or ''
  onRedeemed(redeemedAt: string): void;
  onWrongKey(): void;
}

/** The customer's code and the Redeem button; every refusal is said right under the button. */
export function RedeemForm({ cardId, redeemKey, initialCode, onRedeemed, onWrongKey }: RedeemFormProps) {
  const [code, setCode] = useState(() => formatCode(initialCode));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Exclude<RedeemFailure, { kind: 'wrong-key' }> | null>(null);

  async function redeem(event: FormEvent) {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    setFailure(null);
    try {
      // The business's own calendar day decides whether the offer has started or ended.
      const { redeemedAt } = await cardsApi.redeem(cardId, { redeemKey, code: code.trim(), tzOffsetMinutes: new Date().getTimezoneOffset() });
      onRedeemed(redeemedAt);
    } catch (error) {
      const result = redeemFailure(error);
      if (result.kind === 'wrong-key') onWrongKey();
      else setFailure(result);
      setBusy(false);
    }
  }

  return (
    <form className="redeem-form" onSubmit={(event) => void redeem(event)}>
      <div className="field">
        <label htmlFor="redeem-code">Customer’s code</label>
        <input
          id="redeem-code"
          className="redeem-form__code"
          type="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onBlur={() => setCode((typed) => formatCode(typed) || typed)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          placeholder="ABCDE-FGHJK"
          aria-describedby="redeem-code-hint"
          aria-invalid={failure?.kind === 'error' ? true : undefined}
          required
        />
        <span id="redeem-code-hint" className="field__hint">
          The 10 letters and digits on the customer’s card. Capitals, spaces and dashes do not matter.
        </span>
      </div>
      <button type="submit" className="button button--block redeem-form__button" disabled={busy || code.trim() === ''}>
        {busy ? 'Redeeming…' : 'Redeem'}
      </button>
      <div aria-live="assertive">
        {failure && (
          <p className={`redeem-form__failure redeem-form__failure--${failure.kind}`} role="alert">
            {failure.text}
          </p>
        )}
      </div>
    </form>
  );
}
