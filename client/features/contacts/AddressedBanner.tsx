import { useEffect, useState } from 'react';
import type { Contact } from '../../../contract/schemas/contacts';
import { useSession } from '../../stores/session';
import { keepAddressedContact } from './addressed';
import { contactsApi } from './api';

/**
 * On the create page opened from an occasion reminder (/?contact=<id>): says whom the gift is for.
 * The id is kept for the send form, which fills the recipient from it (ContactPicker).
 */
export function AddressedBanner() {
  const user = useSession((s) => s.user);
  const [contact, setContact] = useState<Contact | null>(null);
  useEffect(() => {
    const id = keepAddressedContact(window.location.search);
    if (!user || !id) return;
    const controller = new AbortController();
    contactsApi
      .get(id, controller.signal)
      .then(setContact)
      .catch(() => setContact(null)); // not theirs or gone: the page works as usual
    return () => controller.abort();
  }, [user]);
  if (!contact) return null;
  return (
    <p className="card form-note" role="status">
      This gift is for <strong>{contact.name}</strong> ({contact.email}): choose a photo and a message, then send it.
    </p>
  );
}
