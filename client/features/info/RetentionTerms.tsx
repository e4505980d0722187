import { useEffect, useState } from 'react';
import { infoApi } from './api';

type Retention = { status: 'loading' } | { status: 'known'; days: number | null } | { status: 'unknown' };

/** How long this server keeps a gift's photo and message (RETENTION_DAYS, read from GET /api/retention). */
function useRetention(): Retention {
  const [retention, setRetention] = useState<Retention>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    infoApi.retention(abort.signal).then(
      (body) => setRetention({ status: 'known', days: body.days }),
      () => !abort.signal.aborted && setRetention({ status: 'unknown' }),
    );
    return () => abort.abort();
  }, []);
  return retention;
}

/** The terms' paragraphs on what is kept and for how long, as this server is configured. */
export function RetentionTerms() {
  const retention = useRetention();
  return (
    <div id="retention" aria-live="polite">
      <p>{keptText(retention)}</p>
      <p>
        A gift&apos;s record (the names and e-mail addresses on it, and when it was opened and solved) is kept so its
        sender&apos;s page keeps working; ask us and we delete it. Our backups hold copies of the data for as long as we
        keep each backup.
      </p>
    </div>
  );
}

function keptText(retention: Retention): string {
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
