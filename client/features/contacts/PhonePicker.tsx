import { useState } from 'react';
import { toE164 } from '../../../contract/contacts';
import type { ContactBody } from '../../../contract/schemas/contacts';

/** The Contact Picker API (Chrome on Android): not in TypeScript's DOM types yet. */
interface ContactsManager {
  select(properties: ('name' | 'email' | 'tel')[], options?: { multiple?: boolean }): Promise<{ name?: string[]; email?: string[]; tel?: string[] }[]>;
}
const contactsManager = (): ContactsManager | undefined => (navigator as Navigator & { contacts?: ContactsManager }).contacts;

/** "Pick from your phone": shown only where the browser has the Contact Picker API. */
export function PhonePicker({ onPicked }: { onPicked(bodies: ContactBody[]): Promise<void> }) {
  const [error, setError] = useState('');
  const manager = contactsManager();
  if (!manager || typeof manager.select !== 'function') return null;

  async function pick() {
    setError('');
    try {
      const picked = await manager!.select(['name', 'email', 'tel'], { multiple: true });
      const bodies = picked.flatMap((entry) => {
        const email = entry.email?.[0]?.trim();
        if (!email) return []; // a contact here needs an address
        return [{ name: entry.name?.[0]?.trim() || email, email, phone: entry.tel?.[0] ? toE164(entry.tel[0]) : null }]; // a national number is left out rather than guessed
      });
      if (picked.length > 0 && bodies.length === 0) setError('None of those contacts has an e-mail address.');
      await onPicked(bodies);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Picking failed.');
    }
  }

  return (
    <div className="contacts__phone">
      <button type="button" className="button button--ghost" onClick={() => void pick()}>
        Pick from your phone
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
