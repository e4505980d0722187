/** What the terms page knows of this server's RETENTION_DAYS: still asking, the answer, or no answer. */
export type Retention = { status: 'loading' } | { status: 'known'; days: number | null } | { status: 'unknown' };

/** The terms' sentence on how long a gift's photo and message are kept. */
export function keptText(retention: Retention): string {
  if (retention.status === 'loading') return 'How long photos and messages are kept: loading…';
  if (retention.status === 'unknown') {
    return 'How long the photo and message of a solved gift are kept depends on this service\'s settings, which could not be read just now: reload the page, or ask us.';
  }
  if (retention.days === null) {
    return 'The photo and message of a gift or card are kept for as long as the gift exists, so its recipient can open it again. Ask us at any time and we delete them.';
  }
  const days = `${retention.days} ${retention.days === 1 ? 'day' : 'days'}`;
  return (
    `The photo and message of a gift or card are kept until ${days} after its recipient solves it. Then we delete ` +
    'the photo, its smaller copies and the message, and the link says so. A gift not yet solved keeps them until it is.'
  );
}
