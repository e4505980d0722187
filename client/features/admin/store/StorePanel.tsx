import { useEffect, useState } from 'react';
import type { AdminPresent } from '../../../../contract/schemas/store';
import { storeAdminApi, type PresentDraft } from './api';
import { PresentForm } from './PresentForm';
import './store-admin.css';

/** The admin screen's "Gift store": add a present, edit or deactivate one, and see how often each was clicked. */
export function StorePanel() {
  const [presents, setPresents] = useState<AdminPresent[] | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [version, setVersion] = useState(0); // bumped after a save: reload the list

  useEffect(() => {
    const abort = new AbortController();
    storeAdminApi
      .list(abort.signal)
      .then((body) => setPresents(body.presents))
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(`Could not load the gift store: ${failure instanceof Error ? failure.message : String(failure)}`);
      });
    return () => abort.abort();
  }, [version]);

  async function add(draft: PresentDraft) {
    await storeAdminApi.add(draft);
    setVersion((v) => v + 1);
  }
  async function save(id: string, draft: PresentDraft) {
    await storeAdminApi.edit(id, draft);
    setEditing(null);
    setVersion((v) => v + 1);
  }

  return (
    <section className="store-admin" aria-labelledby="store-admin-title">
      <h2 id="store-admin-title">Gift store</h2>
      <p className="form-note">Presents senders may attach to a gift or card. Links get this site&apos;s AFFILIATE_TAGS when followed.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <details className="card store-admin__add">
        <summary>Add a present</summary>
        <PresentForm current={null} onSave={add} />
      </details>
      {presents === null ? (
        <p className="form-note" role="status">Loading presents…</p>
      ) : presents.length === 0 ? (
        <p className="form-note">No presents yet.</p>
      ) : (
        <ul className="store-admin__list">
          {presents.map((present) => (
            <li key={present.id} className="card store-admin__item">
              <img className="store-admin__picture" src={present.imageUrl} alt="" />
              <div>
                <h3>
                  {present.title} {!present.active && <span className="store-admin__badge">Not offered</span>}
                </h3>
                <p>
                  {present.priceText} · <strong>{present.clicks}</strong> {present.clicks === 1 ? 'click' : 'clicks'}
                </p>
                <p className="store-admin__link">
                  <a href={present.taggedUrl} target="_blank" rel="noopener noreferrer">
                    {present.taggedUrl}
                  </a>
                </p>
                {editing === present.id ? (
                  <PresentForm current={present} onSave={(draft) => save(present.id, draft)} onCancel={() => setEditing(null)} />
                ) : (
                  <button type="button" className="button button--ghost" onClick={() => setEditing(present.id)} aria-label={`Edit ${present.title}`}>
                    Edit
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
