import { useEffect, useState } from 'react';
import { AUDIENCES, type Audience, type FeatureFlag } from '../../../../contract/flags';
import type { AdminFlagsBody } from '../../../../contract/schemas/flags';
import { flagsAdminApi } from './api';
import '../store/store-admin.css';

const AUDIENCE_WORDS: Record<Audience, string> = { off: 'Off', members: 'Members first', everyone: 'Everyone' };

/** The admin screen's "Early access": who may use each feature. The server enforces it; the client only hides. */
export function FlagsPanel() {
  const [flags, setFlags] = useState<AdminFlagsBody['flags'] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<FeatureFlag | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    flagsAdminApi
      .list(abort.signal)
      .then((body) => setFlags(body.flags))
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(`Could not load the feature flags: ${failure instanceof Error ? failure.message : String(failure)}`);
      });
    return () => abort.abort();
  }, []);

  async function change(name: FeatureFlag, audience: Audience) {
    setBusy(name);
    setError('');
    try {
      setFlags((await flagsAdminApi.set(name, audience)).flags);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="flags-admin" aria-labelledby="flags-admin-title">
      <h2 id="flags-admin-title">Early access</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {flags === null ? (
        <p className="form-note" role="status">Loading feature flags…</p>
      ) : (
        <ul className="flags-admin__list">
          {flags.map((flag) => (
            <li key={flag.name} className="card flags-admin__item">
              <label htmlFor={`flag-${flag.name}`}>{flag.label}</label>
              <div className="field flags-admin__choice">
                <select id={`flag-${flag.name}`} value={flag.audience} disabled={busy === flag.name} onChange={(event) => void change(flag.name, event.target.value as Audience)}>
                  {AUDIENCES.map((audience) => (
                    <option key={audience} value={audience}>
                      {AUDIENCE_WORDS[audience]}
                    </option>
                  ))}
                </select>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
