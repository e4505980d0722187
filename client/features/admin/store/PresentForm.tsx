import { useState, type FormEvent } from 'react';
import { PRESENT_TITLE_MAX, PRICE_TEXT_MAX, RETAILER_URL_MAX } from '../../../../contract/store';
import type { AdminPresent } from '../../../../contract/schemas/store';
import type { PresentDraft } from './api';

interface PresentFormProps {
  current: AdminPresent | null; // null: a new present
  onSave(draft: PresentDraft): Promise<void>;
  onCancel?: () => void;
}

/** Add or edit one present: title, picture, price as the shop shows it, the retailer's link, offered or not. */
export function PresentForm({ current, onSave, onCancel }: PresentFormProps) {
  const [draft, setDraft] = useState<PresentDraft>(() => ({
    title: current?.title ?? '',
    priceText: current?.priceText ?? '',
    retailerUrl: current?.retailerUrl ?? '',
    active: current?.active ?? true,
    picture: null,
  }));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const id = current ? `present-${current.id}` : 'present-new';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      await onSave(draft);
      if (!current) setDraft({ title: '', priceText: '', retailerUrl: '', active: true, picture: null });
      event.currentTarget?.reset();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work.');
    } finally {
      setSaving(false);
    }
  }

  const set = (change: Partial<PresentDraft>) => setDraft((before) => ({ ...before, ...change }));
  return (
    <form className="form present-form" onSubmit={(event) => void onSubmit(event)} aria-label={current ? `Edit ${current.title}` : 'Add a present'}>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} type="text" required maxLength={PRESENT_TITLE_MAX} value={draft.title} onChange={(event) => set({ title: event.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-price`}>Price (as the shop shows it)</label>
        <input id={`${id}-price`} type="text" required maxLength={PRICE_TEXT_MAX} placeholder="$24" value={draft.priceText} onChange={(event) => set({ priceText: event.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-link`}>Retailer link</label>
        <input id={`${id}-link`} type="text" inputMode="url" required maxLength={RETAILER_URL_MAX} placeholder="https://" value={draft.retailerUrl} onChange={(event) => set({ retailerUrl: event.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-picture`}>{current ? 'New picture (optional)' : 'Picture'}</label>
        <input id={`${id}-picture`} type="file" accept="image/jpeg,image/png,image/webp" required={!current} onChange={(event) => set({ picture: event.target.files?.[0] ?? null })} />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={draft.active} onChange={(event) => set({ active: event.target.checked })} />
        <span>Offered to senders</span>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="present-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : current ? 'Save present' : 'Add present'}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
