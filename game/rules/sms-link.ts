/**
 * The `sms:` link a sender taps to text a gift's link from their own phone (RFC 5724, as
 * phones read it). One form works on both systems: `sms:+15550109999?&body=…`. iOS reads
 * the body after `&`, Android from the query; the `?&` gives each what it looks for. The
 * body is percent-encoded with %20 for spaces (iOS shows a `+` as a plus sign) and every
 * `&`, `#` and `?` escaped so the message cannot end the link early.
 */

/** Keeps only what a number may hold in a link: a leading + and digits (E.164 already is). */
function dialable(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '');
}

/** `sms:<number>?&body=<message>`; without a number the phone asks whom to send it to. */
export function smsLink(phone: string | null, body: string): string {
  const to = phone ? dialable(phone) : '';
  return `sms:${to}?&body=${encodeURIComponent(body)}`;
}

/** The text's words then its link on a line of its own (messaging apps turn a lone URL into a preview). */
export function textWithLink(words: string, link: string): string {
  return `${words}\n${link}`;
}
