import type { Contact, ContactBody, ContactList, ImportResult } from '../../../contract/schemas/contacts';
import { apiJson, readJson } from '../../lib/http';

/** The browser's IANA zone: the member's occasion reminders go on their local day. */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

const withZone = (body: ContactBody): ContactBody => {
  const timeZone = browserTimeZone();
  return timeZone ? { ...body, timeZone } : body;
};

/** Typed calls for a member's contacts (contract/schemas/contacts.ts). */
export const contactsApi = {
  list: (signal?: AbortSignal) => apiJson<ContactList>('/api/contacts', signal ? { signal } : {}),
  get: (id: string, signal?: AbortSignal) => apiJson<Contact>(`/api/contacts/${encodeURIComponent(id)}`, signal ? { signal } : {}),
  create: (body: ContactBody) => apiJson<Contact>('/api/contacts', { body: withZone(body) }),
  update: (id: string, body: ContactBody) => apiJson<Contact>(`/api/contacts/${encodeURIComponent(id)}`, { method: 'PUT', body: withZone(body) }),
  setTimeZone: (timeZone: string) => apiJson<void>('/api/contacts/time-zone', { method: 'PUT', body: { timeZone } }),
  remove: (id: string) => apiJson<void>(`/api/contacts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** The .vcf as it is, in one request: the server imports all of it or nothing. */
  async importVcf(file: Blob): Promise<ImportResult> {
    const timeZone = browserTimeZone();
    const response = await fetch(`/api/contacts/import${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/vcard' },
      body: file,
      credentials: 'same-origin',
    });
    return readJson<ImportResult>(response);
  },
};
