import { useEffect, useState, type DependencyList } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Loads something for a page: loading, then ready or error, again whenever
 * `deps` change. The request of a page that moved on is aborted, and its late
 * answer ignored. `load` is read when the deps change (like an effect's body).
 *
 * `shown`, when there is one for these deps (data the page arrived with), is ready at once while
 * `load` still runs: its answer replaces it, and a failure leaves it in place, as what is on the
 * screen still works and a page that just appeared must not turn into an error.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, shown: T | null = null): Load<T> {
  const start: Load<T> = shown === null ? LOADING : { status: 'ready', value: shown };
  const [result, setResult] = useState<{ deps: DependencyList; load: Load<T> }>({ deps, load: start });

  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).then(
      (value) => {
        if (!abort.signal.aborted) setResult({ deps, load: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (!abort.signal.aborted && shown === null) setResult({ deps, load: { status: 'error', error } });
      },
    );
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide, as with useEffect
  }, deps);

  // Until the answer for these deps arrives, it is what was shown for them, else loading (never the previous deps' answer).
  return result.deps.length === deps.length && result.deps.every((dep, i) => Object.is(dep, deps[i])) ? result.load : start;
}
