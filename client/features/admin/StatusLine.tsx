import type { Status } from './schedule';

/** A form's status line, announced politely; its colour follows the kind of news. */
export function StatusLine({ status, id }: { status: Status | null; id: string }) {
  const className = !status
    ? 'scheduler-status'
    : status.kind === 'error'
      ? 'scheduler-status form-error'
      : status.kind === 'success'
        ? 'scheduler-status form-success'
        : 'scheduler-status form-note';
  return (
    <p id={id} className={className} role="status" aria-live="polite">
      {status?.text ?? ''}
    </p>
  );
}
