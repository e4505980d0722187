/**
 * RFC 8058's one-click body: `List-Unsubscribe=One-Click`, as
 * application/x-www-form-urlencoded or as one multipart/form-data field. Anything else
 * is not a one-click request (a link checker's empty POST must not unsubscribe anyone).
 */
export function isOneClickBody(contentType: string | undefined, body: string): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'multipart/form-data') return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\n\s*One-Click\s*(?:\r?\n|$)/i.test(body);
  return new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click';
}
