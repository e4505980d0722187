import { useCallback, useEffect, useState } from 'react';
import type { Contact, ContactBody } from '../../../contract/schemas/contacts';
import { ApiError } from '../../lib/http';
import { SignInLinks } from '../../components/SignInLinks';
import { useSession } from '../../stores/session';
import { contactsApi } from './api';
import { ContactCard } from './ContactCard';
import { ContactForm } from './ContactForm';
import { ImportVcf } from './ImportVcf';
import { PhonePicker } from './PhonePicker';
import './contacts.css';

/** /contacts — a member's address book: everyone they sent to or added, with birthdays and anniversaries. */
export default function ContactsPage() {
  const user = useSession((s) => s.user);
  const known = useSession((s) => s.status === 'known');
  return (
    <main className="page page--medium contacts">
      <h1>Contacts</h1>
      {!known ? <p role="status">Loading your contacts…</p> : user ? <AddressBook key={user.id} /> : <SignInPrompt />}
    </main>
  );
}

function AddressBook() {
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const reload = useCallback(() => {
    contactsApi
      .list()
      .then(({ contacts: list }) => setContacts(list))
      .catch(() => setFailed(true));
  }, []);
  useEffect(reload, [reload]);

  async function addPicked(bodies: ContactBody[]) {
    for (const body of bodies) {
      // Someone already here stays as they are: the address book is the member's, the phone's copy may be older.
      await contactsApi.create(body).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === 'contact-exists')) throw error;
      });
    }
    reload();
  }

  if (failed) return <p className="form-error" role="alert">Your contacts could not be loaded. Check your connection and try again.</p>;
  if (!contacts) return <p role="status">Loading your contacts…</p>;
  return (
    <>
      <p className="lead contacts__lead">
        Everyone you send a gift or card to is kept here. Add birthdays and anniversaries and we e-mail you a few days before, with a gift ready to address.
      </p>
      <div className="contacts__tools">
        {!adding && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add a contact
          </button>
        )}
        <ImportVcf onImported={reload} />
        <PhonePicker onPicked={addPicked} />
      </div>
      {adding && (
        <ContactForm
          onCancel={() => setAdding(false)}
          onSave={async (body) => {
            await contactsApi.create(body);
            setAdding(false);
            reload();
          }}
        />
      )}
      {contacts.length === 0 ? (
        <p className="card contacts__empty">No contacts yet. Send a gift while signed in, add someone, or import a .vcf file from your phone or address book.</p>
      ) : (
        <ul className="contacts__list" aria-label="Your contacts">
          {contacts.map((contact) => (
            <li key={contact.id}>
              <ContactCard
                contact={contact}
                onSave={async (id, body) => {
                  await contactsApi.update(id, body);
                  reload();
                }}
                onDelete={async (id) => {
                  await contactsApi.remove(id);
                  reload();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SignInPrompt() {
  return (
    <div className="card contacts__empty">
      <h2>Sign in to see your contacts</h2>
      <p>A free account keeps everyone you send to, with their birthdays and anniversaries, and reminds you in time.</p>
      <SignInLinks className="contacts__tools" from="/contacts" />
    </div>
  );
}
