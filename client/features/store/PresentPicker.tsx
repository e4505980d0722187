import { useEffect, useState } from 'react';
import type { PresentCard } from '../../../contract/schemas/store';
import { storeApi } from './api';
import './store.css';

interface PresentPickerProps {
  value: string | null; // the chosen present's id; null: none
  onChange(presentId: string | null): void;
}

/**
 * "Add a present" on the gift and card send forms: one of the gift store's presents, or none.
 * It stays a surprise: the recipient sees it only after solving. Shows nothing when the store
 * is empty or closed to this visitor (GET /api/presents answers 403 then).
 */
export function PresentPicker({ value, onChange }: PresentPickerProps) {
  const [presents, setPresents] = useState<PresentCard[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    storeApi
      .presents(abort.signal)
      .then((body) => setPresents(body.presents))
      .catch(() => setPresents([])); // closed or unreachable: the form works as before
    return () => abort.abort();
  }, []);
  if (presents.length === 0) return null;

  return (
    <fieldset className="present-picker">
      <legend>Add a present (optional)</legend>
      <p className="form-note">Revealed with your message once the puzzle is solved, with a link to the shop. You pay nothing here.</p>
      <div className="present-picker__options">
        <label className="present-picker__option">
          <input type="radio" name="presentId" checked={value === null} onChange={() => onChange(null)} />
          <span className="present-picker__none">No present</span>
        </label>
        {presents.map((present) => (
          <label className="present-picker__option" key={present.id}>
            <input type="radio" name="presentId" value={present.id} checked={value === present.id} onChange={() => onChange(present.id)} />
            <img src={present.imageUrl} alt="" loading="lazy" />
            <span className="present-picker__title">{present.title}</span>
            <span className="present-picker__price">{present.priceText}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
