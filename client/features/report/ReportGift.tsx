import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../../contract/moderation';
import { reportApi } from './api';
import './report.css';

type Sending = { state: 'editing' } | { state: 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string };

/**
 * "Report this gift": a small, quiet link under a play or card page that opens a dialog with
 * a reason from a short list and an optional note. Anyone with the link may report; the
 * server counts one report per address and gift, so sending twice changes nothing.
 */
export function ReportGift({ puzzleId }: { puzzleId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'editing' });
  const ids = useId();

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal(); // modal: the board behind is inert, focus stays inside
  }, [open]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
    if (sending.state === 'failed') setSending({ state: 'editing' });
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setSending({ state: 'failed', message: 'Please choose a reason.' });
      return;
    }
    setSending({ state: 'sending' });
    try {
      const answer = await reportApi.report(puzzleId, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
      setSending({ state: 'sent', message: answer.message });
    } catch (error) {
      setSending({ state: 'failed', message: error instanceof Error ? error.message : 'The report could not be sent.' });
    }
  }

  const sent = sending.state === 'sent';
  return (
    <div className="report-gift">
      <button type="button" className="report-gift__link" onClick={() => setOpen(true)} disabled={sent}>
        {sent ? 'Reported. Thank you.' : 'Report this gift'}
      </button>
      {open && (
        <dialog ref={dialog} className="report-dialog" aria-labelledby={`${ids}-title`} onClose={() => setOpen(false)}>
          <h2 id={`${ids}-title`}>Report this gift</h2>
          {sent ? (
            <>
              <p className="form-success" role="status">
                {sending.message}
              </p>
              <div className="report-dialog__actions">
                <button type="button" className="button" onClick={close}>
                  Close
                </button>
              </div>
            </>
          ) : (
            <form className="form" onSubmit={(event) => void send(event)} noValidate>
              <fieldset className="report-dialog__reasons">
                <legend>What is wrong with it?</legend>
                {REPORT_REASONS.map((value) => (
                  <label key={value} className="checkbox">
                    <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                    <span>{REPORT_REASON_LABELS[value]}</span>
                  </label>
                ))}
              </fieldset>
              <div className="field">
                <label htmlFor={`${ids}-note`}>Anything else we should know? (optional)</label>
                <textarea id={`${ids}-note`} value={note} maxLength={REPORT_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
                <span className="field__hint">
                  {note.length} / {REPORT_NOTE_MAX}
                </span>
              </div>
              {sending.state === 'failed' && (
                <p className="form-error" role="alert">
                  {sending.message}
                </p>
              )}
              <div className="report-dialog__actions">
                <button type="button" className="button button--ghost" onClick={close}>
                  Cancel
                </button>
                <button type="submit" className="button" disabled={sending.state === 'sending'}>
                  {sending.state === 'sending' ? 'Sending…' : 'Send report'}
                </button>
              </div>
            </form>
          )}
        </dialog>
      )}
    </div>
  );
}
