import { useState } from 'react';
import { Link } from 'react-router';
import { createLinkFor } from '../../../contract/contacts';
import type { Contact, ContactBody } from '../../../contract/schemas/contacts';
import { ContactForm } from './ContactForm';
import { localToday, occasionText } from './occasion-text';

interface ContactCardProps {
  contact: Contact;
  onSave(id: string, body: ContactBody): Promise<void>;
  onDelete(id: string): Promise<void>;
}

/** One contact: what is kept about them, with edit, delete and "Send a gift". */
export function ContactCard({ contact, onSave, onDelete }: ContactCardProps) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState('');
  if (editing) {
    return (
      <ContactForm
        initial={contact}
        onCancel={() => setEditing(false)}
        onSave={async (body) => {
          await onSave(contact.id, body);
          setEditing(false);
        }}
      />
    );
  }
  const today = localToday();
  async function remove() {
    if (!window.confirm(`Delete ${contact.name} and their occasions?`)) return;
    try {
      await onDelete(contact.id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Deleting failed.');
    }
  }
  return (
    <article className="card contact-card" aria-label={contact.name}>
      <h2 className="contact-card__name">{contact.name}</h2>
      <p className="contact-card__line">{contact.email}</p>
      {contact.phone && <p className="contact-card__line">{contact.phone}</p>}
      {contact.occasions.length > 0 && (
        <ul className="contact-card__occasions">
          {contact.occasions.map((occasion) => (
            <li key={occasion.id}>{occasionText(occasion, today)}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="contact-card__actions">
        <Link className="button" to={createLinkFor(contact.id)}>
          Send a gift
        </Link>
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button type="button" className="button button--ghost" onClick={() => void remove()}>
          Delete
        </button>
      </div>
    </article>
  );
}
