import { useState, type FormEvent } from 'react';
import { CONTACT_NAME_MAX, OCCASIONS_PER_CONTACT } from '../../../contract/contacts';
import type { Contact, ContactBody, OccasionBody } from '../../../contract/schemas/contacts';
import { DEFAULT_DAYS_BEFORE, MAX_DAYS_BEFORE } from '../../../game/rules/occasions';
import { MONTHS } from './occasion-text';

interface ContactFormProps {
  initial?: Contact;
  onSave(body: ContactBody): Promise<void>;
  onCancel(): void;
}

type OccasionDraft = { kind: OccasionBody['kind']; month: number; day: number; year: string; daysBefore: number };

const toDraft = (occasion: Contact['occasions'][number]): OccasionDraft => ({ ...occasion, year: occasion.year ? String(occasion.year) : '' });

/** Add or edit a contact and its occasions; the server's message is shown when it refuses. */
export function ContactForm({ initial, onSave, onCancel }: ContactFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [occasions, setOccasions] = useState<OccasionDraft[]>(() => initial?.occasions.map(toDraft) ?? []);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const prefix = initial ? `edit-${initial.id}` : 'new-contact';

  const change = (index: number, patch: Partial<OccasionDraft>) => setOccasions((list) => list.map((o, i) => (i === index ? { ...o, ...patch } : o)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setSaving(true);
    setError('');
    try {
      await onSave({
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim() || null,
        occasions: occasions.map(({ kind, month, day, year, daysBefore }) => ({ kind, month, day, year: year ? Number(year) : null, daysBefore })),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Saving failed.');
      setSaving(false);
    }
  }

  return (
    <form className="form card contact-form" onSubmit={(event) => void onSubmit(event)} aria-label={initial ? `Edit ${initial.name}` : 'New contact'}>
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={`${prefix}-name`}>Name</label>
          <input id={`${prefix}-name`} type="text" required maxLength={CONTACT_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-email`}>E-mail</label>
          <input id={`${prefix}-email`} type="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-phone`}>Phone (optional)</label>
          <input id={`${prefix}-phone`} type="tel" placeholder="+44 7700 900123" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
      </div>
      {occasions.map((occasion, index) => (
        <fieldset className="contact-form__occasion" key={index}>
          <legend>Occasion {index + 1}</legend>
          <div className="field">
            <label htmlFor={`${prefix}-kind-${index}`}>Kind</label>
            <select id={`${prefix}-kind-${index}`} value={occasion.kind} onChange={(e) => change(index, { kind: e.target.value as OccasionDraft['kind'] })}>
              <option value="birthday">Birthday</option>
              <option value="anniversary">Anniversary</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-day-${index}`}>Day</label>
            <input id={`${prefix}-day-${index}`} type="number" min={1} max={31} required value={occasion.day} onChange={(e) => change(index, { day: Number(e.target.value) })} />
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-month-${index}`}>Month</label>
            <select id={`${prefix}-month-${index}`} value={occasion.month} onChange={(e) => change(index, { month: Number(e.target.value) })}>
              {MONTHS.map((month, i) => (
                <option key={month} value={i + 1}>
                  {month}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-year-${index}`}>Year (optional)</label>
            <input id={`${prefix}-year-${index}`} type="number" min={1900} max={2100} value={occasion.year} onChange={(e) => change(index, { year: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-before-${index}`}>Remind me (days before)</label>
            <input id={`${prefix}-before-${index}`} type="number" min={0} max={MAX_DAYS_BEFORE} required value={occasion.daysBefore} onChange={(e) => change(index, { daysBefore: Number(e.target.value) })} />
          </div>
          <button type="button" className="button button--ghost" onClick={() => setOccasions((list) => list.filter((_, i) => i !== index))}>
            Remove occasion
          </button>
        </fieldset>
      ))}
      {occasions.length < OCCASIONS_PER_CONTACT && (
        <button type="button" className="button button--ghost" onClick={() => setOccasions((list) => [...list, { kind: 'birthday', month: 1, day: 1, year: '', daysBefore: DEFAULT_DAYS_BEFORE }])}>
          Add an occasion
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="contact-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save contact'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
