import { useEffect, useState } from 'react';
import type { ModerationAction } from '../../../../contract/moderation';
import type { AuditEntry, QueueItem } from '../../../../contract/schemas/moderation';
import { moderationApi } from './api';
import { QueueItemCard } from './QueueItemCard';
import './moderation.css';

const CONFIRM: Record<ModerationAction, string> = {
  'take-down': 'Take this down? Its link will say "This gift was removed" and its picture is deleted.',
  'block-sender': 'Block this sender? They will not be able to send gifts or cards with this e-mail or account.',
  dismiss: 'Dismiss these reports? The gift stays as it is.',
};

/**
 * The admin screen's moderation queue (reported gifts and cards, most reported first, with
 * take down, block the sender and dismiss) and the audit log of every admin action.
 */
export function ModerationPanel() {
  const [items, setItems] = useState<QueueItem[] | null>(null);
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<string | null>(null); // the puzzle an action is running on
  const [version, setVersion] = useState(0); // bumped after an action: reload both lists

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([moderationApi.queue(abort.signal), moderationApi.audit(abort.signal)])
      .then(([queue, audit]) => {
        setItems(queue.items);
        setEntries(audit.entries);
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(`Could not load the moderation queue: ${failure instanceof Error ? failure.message : String(failure)}`);
      });
    return () => abort.abort();
  }, [version]);

  async function act(puzzleId: string, action: ModerationAction) {
    if (!window.confirm(CONFIRM[action])) return;
    setBusy(puzzleId);
    setError('');
    try {
      await moderationApi.act(puzzleId, action);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work.');
    } finally {
      setBusy(null);
      setVersion((v) => v + 1);
    }
  }

  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <h2 id="moderation-title">Moderation queue</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {items === null ? (
        !error && <p role="status">Loading reports…</p>
      ) : items.length === 0 ? (
        <p className="form-note">Nothing is reported right now.</p>
      ) : (
        <ul className="moderation__queue">
          {items.map((item) => (
            <QueueItemCard key={item.puzzleId} item={item} busy={busy !== null} onAct={(action) => void act(item.puzzleId, action)} />
          ))}
        </ul>
      )}
      <h2 id="audit-title">Audit log</h2>
      {entries && entries.length > 0 ? (
        <div className="moderation__audit-scroll">
          <table className="moderation__audit" aria-labelledby="audit-title">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.at).toLocaleString()}</td>
                  <td>{entry.actorEmail}</td>
                  <td>
                    <strong>{entry.action}</strong> {entry.detail}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        entries && <p className="form-note">No admin actions yet.</p>
      )}
    </section>
  );
}
