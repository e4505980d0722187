import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { deliveryProblem, toDeliveryChoice, type DeliveryDraft } from '../../../components/delivery/delivery-choice';
import { useCardDraft } from '../../../stores/card-draft';
import { FAILED_ALERT, FIELDS_ALERT, SENT_ALERT } from '../../create/components/SendForm';
import { rememberSent, type SentPuzzle } from '../../create/sent';
import { cardsApi } from '../api';
import { needsFieldsAlert, sendProblems, toCreateCardBody, type SendProblem } from './card-body';
import { isImageMissing, sendErrorText } from './messages';
import { rememberSentText } from '../../texts/sent-text';
import { needsEmail, newTextDraft, textFields, textProblem, type TextDraft } from '../../texts/text-choice';

export interface CardSending {
  sending: boolean;
  problems: SendProblem[]; // what the last try found missing
  error: string; // the server's answer to the last try, '' when none
  send(consent: boolean, delivery: DeliveryDraft, presentId?: string | null, text?: TextDraft): void;
}

/**
 * Sends the card like a gift (SPEC sections 4 and 8): the same alerts, then
 * /ThankYou with the created card. The draft is cleared only once the card exists.
 */
export function useSendCard(onProblem: (problem: SendProblem) => void): CardSending {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<SendProblem[]>([]);
  const [error, setError] = useState('');
  const running = useRef(false);

  async function send(consent: boolean, delivery: DeliveryDraft, presentId?: string | null, text = newTextDraft()) {
    if (running.current) return;
    const draft = useCardDraft.getState();
    const found = sendProblems(draft, consent, needsEmail(text));
    const card = toCreateCardBody(draft, consent, needsEmail(text));
    setProblems(found);
    const whenProblem = deliveryProblem(delivery, Date.now()) ?? textProblem(text);
    setError(found.length === 0 && whenProblem ? whenProblem : '');
    if (found.length === 0 && whenProblem) return;
    const body = card && { ...card, delivery: toDeliveryChoice(delivery), ...(presentId ? { presentId } : {}), ...textFields(text, navigator.language) };
    if (found.length > 0 || !body) {
      if (needsFieldsAlert(found)) window.alert(FIELDS_ALERT);
      if (found[0]) onProblem(found[0]);
      return;
    }
    running.current = true;
    setSending(true);
    let sent: SentPuzzle;
    try {
      sent = { ...(await cardsApi.create(body)), kind: 'card' };
    } catch (failure) {
      console.error('Sending the puzzle card failed', failure);
      window.alert(FAILED_ALERT);
      // The picture is gone from the server: forget it, so the button offers to generate it again.
      if (isImageMissing(failure)) useCardDraft.getState().setImage(null);
      setError(sendErrorText(failure));
      running.current = false;
      setSending(false);
      return;
    }
    rememberSent(sent);
    rememberSentText(sent, 'card', body.fromName, needsEmail(text));
    window.alert(SENT_ALERT);
    await navigate('/ThankYou', { state: sent });
    useCardDraft.getState().reset(); // after leaving: clearing first would flash the empty creator while /ThankYou loads
  }

  return { sending, problems, error, send: (consent, delivery, presentId, text) => void send(consent, delivery, presentId, text) };
}
