/**
 * "Send Bea a gift": the reminder mail's link (/?contact=<id>) addresses the next gift to a
 * contact. The id is kept for this tab until a send form picks it up, since the photo and message
 * come first on another page.
 */
const KEY = 'puzzle-gift-addressed-contact';

/** Keeps ?contact=<id> of this URL, if any; answers the id kept. */
export function keepAddressedContact(search: string): string | null {
  const id = new URLSearchParams(search).get('contact');
  try {
    if (id && /^[A-Za-z0-9_-]{10,40}$/.test(id)) sessionStorage.setItem(KEY, id);
    return sessionStorage.getItem(KEY);
  } catch {
    return id; // storage refused (a private window): this page can still use it
  }
}

/** The kept id, once: a send form fills its recipient from it and it is gone. */
export function takeAddressedContact(search: string): string | null {
  const id = keepAddressedContact(search);
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
  return id;
}
