import type { DeliveryView } from '../../../../contract/schemas/delivery';
import { STATUS_TEXT, currentStatus, type StepKind, type TimelineStep } from '../timeline';

export interface WatchStatus {
  status: StepKind | 'scheduled' | 'cancelled';
  text: string;
  steps: TimelineStep[];
}

/**
 * The watch page's status line and steps. Before it goes out (or once withdrawn)
 * the delivery says more than the milestones can; a gift sent now is 'scheduled'
 * only for the moments until the outbox delivers it, which reads as sent.
 */
export function watchStatus(steps: readonly TimelineStep[], delivery: DeliveryView | null, recipientName: string): WatchStatus {
  const waiting = delivery?.state === 'scheduled' && delivery.changeable;
  if (waiting) {
    return {
      status: 'scheduled',
      text: `Scheduled — it will arrive on ${delivery.arrival}.`,
      // Made, not sent, at its first step.
      steps: steps.map((step) => (step.kind === 'sent' ? { ...step, label: 'Scheduled' } : step)),
    };
  }
  if (delivery?.state === 'cancelled') {
    return { status: 'cancelled', text: `Cancelled — ${recipientName} will not receive it.`, steps: steps.slice() };
  }
  const status = currentStatus(steps);
  return { status, text: STATUS_TEXT[status](recipientName), steps: steps.slice() };
}
