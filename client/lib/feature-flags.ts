import { useEffect, useState } from 'react';
import { SMALL_JIGSAW_MAX, type FeatureFlag } from '../../contract/flags';
import type { FeaturesBody } from '../../contract/schemas/flags';
import type { JigsawCount } from '../../game/rules/jigsaw/counts';
import { apiJson } from './http';

/**
 * Early access on the client: which features this visitor may use (GET /api/features), so the
 * screens hide what is closed. Shared code, as the board shape fields (components/) use it too;
 * the server refuses what is closed anyway, with a sentence that says why.
 */
export const fetchFeatures = (signal: AbortSignal) => apiJson<FeaturesBody>('/api/features', { signal });

/** Whether this visitor may use a feature, or null while it is asked. A failed answer counts as open. */
export function useFeature(flag: FeatureFlag): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchFeatures(abort.signal)
      .then((body) => setOpen(body.features[flag]))
      .catch(() => {
        if (!abort.signal.aborted) setOpen(true);
      });
    return () => abort.abort();
  }, [flag]);
  return open;
}

/** The jigsaw counts this visitor may choose: over 96 pieces only while 'big-jigsaw' is open to them. */
export function useOpenCounts(offered: readonly JigsawCount[]): readonly JigsawCount[] {
  const bigOpen = useFeature('big-jigsaw');
  return bigOpen === false ? offered.filter((count) => count <= SMALL_JIGSAW_MAX) : offered;
}
