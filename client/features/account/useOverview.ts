import { useCallback, useEffect, useState } from 'react';
import type { AccountOverview } from '../../../contract/schemas/account';
import { accountApi } from './api';

export type OverviewState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; overview: AccountOverview };

/** The account page's data, and a reload after each change. */
export function useOverview() {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', overview: await accountApi.overview() });
    } catch {
      setState({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

/** "12 Nov 2026, 14:05" in the member's own locale and zone. */
export function formatWhen(iso: string | null): string {
  if (!iso) return 'unknown';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
