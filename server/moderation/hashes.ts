import { createHmac } from 'node:crypto';

/**
 * Keyed hashes (HMAC-SHA256 with the server's secret) of what moderation must recognise
 * again but never keep: the address a report came from, and a blocked sender's e-mail.
 * Unlike a plain hash, a leaked table cannot be reversed by hashing every IPv4 address
 * or a list of e-mails. Each use has its own label, so one hash never matches another's.
 */
function keyedHash(secret: Buffer, label: string, value: string): string {
  return createHmac('sha256', secret).update(`${label}\n${value}`).digest('hex');
}

/** The reporting address (the request's IP, as Fastify resolved it with TRUST_PROXY). */
export const reporterHash = (secret: Buffer, ip: string): string => keyedHash(secret, 'report-address', ip);

/** A sender's address in any letter case, trimmed. */
export const senderEmailHash = (secret: Buffer, email: string): string => keyedHash(secret, 'sender-email', email.trim().toLowerCase());
