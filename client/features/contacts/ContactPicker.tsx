import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Contact } from '../../../contract/schemas/contacts';
import { useSession } from '../../stores/session';
import { takeAddressedContact } from './addressed';
import { contactsApi } from './api';
import { matchContacts } from './match';
import './contact-picker.css';

export interface PickedContact {
  name: string;
  email: string;
  phone: string | null; // E.164
}

/**
 * "Pick from contacts" on a send form: a combobox with type-ahead (the ARIA combobox pattern with
 * a listbox popup: arrows move, Enter picks, Escape closes). Picking fills the form's recipient
 * through `onPick`. Members only: signed out, or with no contacts yet, it shows nothing. A contact
 * the page was addressed to (the reminder's link) is picked as soon as it loads.
 */
export function ContactPicker({ onPick }: { onPick(contact: PickedContact): void }) {
  const user = useSession((s) => s.user);
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const id = useId();
  const listId = `${id}-list`;

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    const addressed = takeAddressedContact(window.location.search);
    contactsApi
      .list(controller.signal)
      .then(({ contacts: list }) => {
        setContacts(list);
        const contact = list.find((candidate) => candidate.id === addressed);
        if (contact) pick(contact);
      })
      .catch(() => setContacts([])); // the form works without it
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per member; pick reads the latest onPick
  }, [user?.id]);

  const options = useMemo(() => matchContacts(contacts, typed), [contacts, typed]);
  if (!user || contacts.length === 0) return null;

  function pick(contact: Contact) {
    onPick({ name: contact.name, email: contact.email, phone: contact.phone });
    setPicked(`${contact.name} <${contact.email}>`);
    setTyped('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault(); // picks instead of submitting the send form
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const showList = open && options.length > 0;
  return (
    <div className="field contact-picker">
      <label htmlFor={`${id}-input`}>Pick from contacts</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${id}-option-${active}` : undefined}
        placeholder="Type a name or e-mail"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Contacts" className="contact-picker__list" hidden={!showList}>
        {options.map((contact, index) => (
          <li
            key={contact.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'contact-picker__option contact-picker__option--active' : 'contact-picker__option'}
            onMouseDown={(event) => event.preventDefault()} // keeps the focus in the input, so blur does not close first
            onClick={() => pick(contact)}
          >
            <span className="contact-picker__name">{contact.name}</span> <span className="contact-picker__email">{contact.email}</span>
          </li>
        ))}
      </ul>
      {picked && (
        <p className="form-note" role="status">
          To: {picked}
        </p>
      )}
    </div>
  );
}
