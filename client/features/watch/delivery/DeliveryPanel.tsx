import { useEffect, useMemo, useState } from 'react';
import type { DeliveryView } from '../../../../contract/schemas/delivery';
import { deliveryApi } from './api';
import { DeliveryEditor } from './DeliveryEditor';
import { NotOpenedNotice } from './NotOpenedNotice';
import { ResendForm } from './ResendForm';
import './delivery-panel.css';

interface DeliveryPanelProps {
  puzzleId: string;
  watchToken: string;
  refreshKey: string; // changes with the milestones, so a delivery seen live is read again
  onView: (view: DeliveryView) => void; // the page's status line follows the delivery
}

/**
 * What the sender can still do about the delivery: until it goes out, see when,
 * change or cancel it; afterwards, see that it went unopened, copy its link, or
 * send it again to a corrected address.
 */
export function DeliveryPanel({ puzzleId, watchToken, refreshKey, onView }: DeliveryPanelProps) {
  const api = useMemo(() => deliveryApi(puzzleId, watchToken), [puzzleId, watchToken]);
  const [view, setView] = useState<DeliveryView | null>(null);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    api.get().then(
      (loaded) => current && (setView(loaded), onView(loaded)),
      () => current && setError('The delivery details could not be loaded. Reload the page to try again.'),
    );
    return () => {
      current = false;
    };
  }, [api, refreshKey, onView]);

  const show = (next: DeliveryView) => {
    setView(next);
    onView(next);
    setEditing(false);
    setError('');
  };

  async function cancel() {
    if (!view || !window.confirm(`Cancel this gift? ${view.recipientName} will not receive it.`)) return;
    try {
      show(await api.cancel());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'It could not be cancelled.');
    }
  }

  if (!view) return error ? <p className="form-error">{error}</p> : null;
  return (
    <section className="delivery-panel" aria-labelledby="delivery-title">
      <h2 id="delivery-title">Delivery</h2>
      {view.state === 'cancelled' && <p>Cancelled: {view.recipientName} will not receive it.</p>}
      {view.state === 'scheduled' && !view.changeable && <p>On its way to {view.recipientName} now.</p>}
      {view.state === 'scheduled' && view.changeable && !editing && (
        <>
          <p>
            Arrives in {view.recipientName}&apos;s inbox{view.recipientEmail && ` (${view.recipientEmail})`} on <strong>{view.arrival}</strong>.
          </p>
          <div className="delivery-panel__actions">
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Change
            </button>
            <button type="button" className="button button--ghost" onClick={() => void cancel()}>
              Cancel gift
            </button>
          </div>
        </>
      )}
      {view.state === 'scheduled' && editing && <DeliveryEditor view={view} api={api} onSaved={show} onClose={() => setEditing(false)} />}
      {view.notOpenedYet && <NotOpenedNotice view={view} />}
      {view.deliveredAt && view.recipientEmail !== null && <ResendForm view={view} api={api} onSent={show} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
