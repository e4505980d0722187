import { useEffect, useState } from 'react';
import { infoApi } from './api';
import { keptText, type Retention } from './retention-text';

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
  const settled = retention.status !== 'loading';
  useEffect(() => {
    // An expired gift's page links to /terms#retention: a page routed in the browser does not scroll to it by itself.
    if (settled && window.location.hash === '#retention') document.getElementById('retention')?.scrollIntoView();
  }, [settled]);
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
