import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { parseDkimSettings } from '../../server/mail/dkim';
import { buildTestApp, type TestApp } from './helpers/app';
import { createPuzzle } from './helpers/puzzles';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const DOMAIN = 'mail.puzzle.test';
const SELECTOR = 'pg2026';

/** A key pair made here, and its public half as the DNS TXT record the README says to publish. */
function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { pem, txt: `v=DKIM1; k=rsa; p=${spki}` };
}

/** mailauth's DNS, answered from memory: only the selector's record exists. No network. */
const resolverFor = (txt: string) => async (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[txt]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

describe('DKIM signing (issue 21 part 5)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const keys = keyPair();
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => t?.close());

  async function sentMail(address: string, env: Record<string, string>, senderEmail = 'alex@example.com') {
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: `Puzzle Gift <hello@${DOMAIN}>`, ...env });
    await createPuzzle(t, { recipientEmail: address, senderEmail });
    await t.app.outbox.flush();
    return smtp.nextMail((mail) => mailTo(mail).includes(address));
  }

  it('signs every mail; the signature verifies against the published key and fails once a header is altered', async () => {
    const mail = await sentMail('signed@example.com', { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: keys.pem });
    const raw = smtp.rawOf(mail);
    const resolver = resolverFor(keys.txt);
    const [result] = (await dkimVerify(raw, { resolver })).results;
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe(DOMAIN);
    expect(result?.selector).toBe(SELECTOR);
    // The recipient's unsubscribe headers are among those signed: receivers trust them.
    const signature = mail.headerLines.find((line) => line.key === 'dkim-signature')?.line.replace(/\s+/g, '') ?? '';
    const signed = (/;h=([^;]+);/.exec(signature)?.[1] ?? '').toLowerCase().split(':');
    expect(signed).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));

    const altered = Buffer.from(raw.toString('utf8').replace(/^Subject: (.*)$/m, 'Subject: $1 (changed on the way)'));
    expect(altered.equals(raw)).toBe(false);
    const [broken] = (await dkimVerify(altered, { resolver })).results;
    expect(broken?.status.result).toBe('fail');

    const otherKey = keyPair();
    const [wrongKey] = (await dkimVerify(raw, { resolver: resolverFor(otherKey.txt) })).results;
    expect(wrongKey?.status.result).toBe('fail');
  });

  it('reads the key from a file path too; the sender\'s own mails are signed as well', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-key-'));
    const file = path.join(dir, 'dkim.pem');
    fs.writeFileSync(file, keys.pem, { mode: 0o600 });
    try {
      await sentMail('file-key@example.com', { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: file }, 'file-key-sender@example.com');
      const own = await smtp.nextMail((mail) => mailTo(mail).includes('file-key-sender@example.com'));
      const [result] = (await dkimVerify(smtp.rawOf(own), { resolver: resolverFor(keys.txt) })).results;
      expect(result?.status.result).toBe('pass');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends unsigned mail without DKIM settings', async () => {
    const mail = await sentMail('unsigned@example.com', {});
    expect(mail.headerLines.some((line) => line.key === 'dkim-signature')).toBe(false);
  });
});

describe('DKIM settings', () => {
  const keys = { pem: generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };

  it('are all three or none: a partial set stops start-up and names what is missing', () => {
    expect(parseDkimSettings({})).toBeNull();
    expect(() => loadConfig({ DKIM_DOMAIN: DOMAIN })).toThrow(/missing: DKIM_SELECTOR, DKIM_PRIVATE_KEY/);
    expect(() => loadConfig({ DKIM_DOMAIN: DOMAIN, DKIM_PRIVATE_KEY: keys.pem })).toThrow(/missing: DKIM_SELECTOR$/);
    expect(() => loadConfig({ DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: keys.pem })).toThrow(/missing: DKIM_DOMAIN$/);
  });

  it('refuse a key that is neither PEM nor a readable file, or not a private key', () => {
    const env = { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR };
    expect(() => parseDkimSettings({ ...env, DKIM_PRIVATE_KEY: '/nowhere/dkim.pem' })).toThrow(/neither a PEM key nor a readable file/);
    expect(() => parseDkimSettings({ ...env, DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnonsense\n-----END PRIVATE KEY-----' })).toThrow(/not a private key/);
    expect(() => parseDkimSettings({ ...env, DKIM_DOMAIN: 'bad domain', DKIM_PRIVATE_KEY: keys.pem })).toThrow(/DKIM_DOMAIN/);
  });

  it('take the PEM with its line breaks written as \\n, as env files need', () => {
    const oneLine = keys.pem.trim().replace(/\n/g, '\\n');
    expect(parseDkimSettings({ DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: oneLine })?.privateKey).toBe(keys.pem.trim());
  });
});
