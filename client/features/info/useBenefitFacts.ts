import { useEffect, useState } from 'react';
import { fetchFeatures } from '../../lib/feature-flags';
import { storeApi } from '../store/api';
import { DEFAULT_FACTS, type BenefitFacts } from './benefits';

/**
 * What the members page must know to tell the truth today: which features are members-first, and
 * whether the gift store is open and has presents. Until the answers come (or if they fail) the
 * page shows its defaults, which is what a fresh install does.
 */
export function useBenefitFacts(): BenefitFacts {
  const [facts, setFacts] = useState<BenefitFacts>(DEFAULT_FACTS);
  useEffect(() => {
    const abort = new AbortController();
    Promise.all([
      fetchFeatures(abort.signal),
      storeApi.presents(abort.signal).then(
        (body) => body.presents.length > 0,
        () => false, // 403 while the store is closed to this visitor
      ),
    ])
      .then(([features, presentsOffered]) => {
        const membersFirst = features.membersFirst;
        const storeOpenToEveryone = features.features['gift-store'] && !membersFirst.includes('gift-store');
        const storeOpenToMembers = storeOpenToEveryone || membersFirst.includes('gift-store');
        // Signed out with the store members-first, the list is refused: trust the flag for whether it is offered.
        setFacts({ membersFirst, storeOpenToEveryone, storeOpenToMembers, presentsOffered: presentsOffered || (storeOpenToMembers && !features.features['gift-store']) });
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return facts;
}
