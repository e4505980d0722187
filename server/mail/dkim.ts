import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';

/** DKIM signing as nodemailer's `dkim` transport option takes it. */
export interface DkimSettings {
  domainName: string; // DKIM_DOMAIN: the d= of the signature, normally MAIL_FROM's domain
  keySelector: string; // DKIM_SELECTOR: the s=; the public key is published at <selector>._domainkey.<domain>
  privateKey: string; // PEM
}

/**
 * The headers signed: nodemailer's default list (RFC 4871 5.5) plus List-Unsubscribe-Post, which
 * RFC 8058 (and Gmail's sender rules) want covered with List-Unsubscribe, so a receiver can trust
 * the one-click. A listed header a mail does not have is simply not signed.
 */
export const DKIM_SIGNED_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'Content-ID', 'Content-Description', 'Resent-Date', 'Resent-From', 'Resent-Sender',
  'Resent-To', 'Resent-Cc', 'Resent-Message-ID', 'In-Reply-To', 'References', 'List-Id', 'List-Help',
  'List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Subscribe', 'List-Post', 'List-Owner', 'List-Archive',
].join(':');

/**
 * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: all three (every mail is signed) or none
 * (mail goes unsigned). A partial set, an unreadable key file or a key that is not a private
 * key stops start-up with the reason, rather than sending unsigned mail that lands in spam.
 * DKIM_PRIVATE_KEY is the PEM itself (its line breaks may be written as \n, as env files
 * need) or the path of a file holding it.
 */
export function parseDkimSettings(env: NodeJS.ProcessEnv): DkimSettings | null {
  const domain = env.DKIM_DOMAIN?.trim() || null;
  const selector = env.DKIM_SELECTOR?.trim() || null;
  const key = env.DKIM_PRIVATE_KEY?.trim() || null;
  const given = [domain, selector, key].filter((value) => value !== null).length;
  if (given === 0) return null;
  if (!domain || !selector || !key) {
    const missing = [['DKIM_DOMAIN', domain], ['DKIM_SELECTOR', selector], ['DKIM_PRIVATE_KEY', key]].filter(([, value]) => !value).map(([name]) => name);
    throw new Error(`DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together (or none of them); missing: ${missing.join(', ')}`);
  }
  if (!/^[A-Za-z0-9.-]+$/.test(domain)) throw new Error(`DKIM_DOMAIN must be a domain name, got "${domain}"`);
  if (!/^[A-Za-z0-9._-]+$/.test(selector)) throw new Error(`DKIM_SELECTOR must be a DNS label, got "${selector}"`);
  return { domainName: domain, keySelector: selector, privateKey: readPrivateKey(key) };
}

function readPrivateKey(value: string): string {
  let pem = value.replace(/\\n/g, '\n');
  if (!pem.includes('-----BEGIN')) {
    try {
      pem = fs.readFileSync(value, 'utf8');
    } catch (error) {
      throw new Error(`DKIM_PRIVATE_KEY is neither a PEM key nor a readable file: ${(error as Error).message}`);
    }
  }
  try {
    createPrivateKey(pem);
  } catch (error) {
    throw new Error(`DKIM_PRIVATE_KEY is not a private key in PEM form: ${(error as Error).message}`);
  }
  return pem;
}
