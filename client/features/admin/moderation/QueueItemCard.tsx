import { REPORT_REASON_LABELS, type ModerationAction } from '../../../../contract/moderation';
import type { QueueItem } from '../../../../contract/schemas/moderation';

const when = (ms: number) => new Date(ms).toLocaleString();

const ACTION_LABELS: Record<ModerationAction, string> = {
  'take-down': 'Take down',
  'block-sender': 'Block sender',
  dismiss: 'Dismiss',
};

/** One reported gift or card: what it shows, who sent it, what the reports say, and the three decisions. */
export function QueueItemCard({ item, busy, onAct }: { item: QueueItem; busy: boolean; onAct(action: ModerationAction): void }) {
  const heading = `${item.kind === 'card' ? 'Card' : 'Gift'} from ${item.senderName}`;
  return (
    <li className="card moderation-item" aria-label={heading}>
      <img className="moderation-item__picture" src={`${item.imageUrl}?w=480`} alt={`The reported ${item.kind}'s picture`} loading="lazy" />
      <div className="moderation-item__body">
        <h3>{heading}</h3>
        <p className="moderation-item__sender">
          {item.senderEmail}
          {item.senderBlocked && <span className="moderation-item__badge">Blocked</span>}
        </p>
        <blockquote className="moderation-item__message">{item.message}</blockquote>
        <p className="form-note">
          {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}, the latest {when(item.lastReportedAt)} · sent {when(item.createdAt)} ·{' '}
          <code>{item.puzzleId}</code>
        </p>
        <ul className="moderation-item__reports">
          {item.reports.map((report, index) => (
            <li key={index}>
              <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
              {report.note ? `: ${report.note}` : ''}
            </li>
          ))}
        </ul>
        <div className="moderation-item__actions">
          {(['take-down', 'block-sender', 'dismiss'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'take-down' ? 'button moderation-item__danger' : 'button button--ghost'}
              disabled={busy || (action === 'block-sender' && item.senderBlocked)}
              onClick={() => onAct(action)}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      </div>
    </li>
  );
}
