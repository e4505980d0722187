import { useEffect, useState } from 'react';
import type { FeatureFlag } from '../../../contract/flags';
import { storeApi } from './api';

/**
 * Whether this visitor may use a feature (GET /api/features), or null while it is asked. A failed
 * answer counts as open: the server still refuses what is closed, with a sentence that says why.
 */
export function useFeature(flag: FeatureFlag): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    storeApi
      .features(abort.signal)
      .then((body) => setOpen(body.features[flag]))
      .catch(() => {
        if (!abort.signal.aborted) setOpen(true);
      });
    return () => abort.abort();
  }, [flag]);
  return open;
}
