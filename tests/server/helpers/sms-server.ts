import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One text the server accepted, as Twilio's Messages API receives it. */
export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  sid: string;
}

const ACCOUNT = 'ACtest0000000000000000000000000000';
const TOKEN = 'test-auth-token';

/**
 * A small HTTP server on loopback speaking Twilio's Messages API: POST
 * /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic auth with the
 * account sid and token; it answers 201 with the message as JSON (its sid), 401 for wrong
 * credentials, 400 without To/From/Body. `failNext(n)` answers the next n sends with 500 (an
 * outage), then it accepts again. `url` is an SMS_URL with the credentials in it.
 */
export async function startSmsServer() {
  const received: ReceivedText[] = [];
  const refused: { status: number; to: string }[] = [];
  let failures = 0;
  const waiters: (() => void)[] = [];
  const path = `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || request.url !== path) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (request.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return answer(415, { message: 'form-encoded only', status: 415 });
      if (!to || !form.get('From') || !form.get('Body')) return answer(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      if (failures > 0) {
        failures -= 1;
        refused.push({ status: 500, to });
        return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      }
      const text = { to, from: form.get('From') ?? '', body: form.get('Body') ?? '', sid: `SM${randomBytes(16).toString('hex')}` };
      received.push(text);
      waiters.splice(0).forEach((wake) => wake());
      answer(201, { sid: text.sid, account_sid: ACCOUNT, to: text.to, from: text.from, body: text.body, status: 'queued', num_segments: '1' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${ACCOUNT}:${TOKEN}@127.0.0.1:${port}${path}`,
    /** The URL with wrong credentials: every send is a 401. */
    urlWithWrongToken: `http://${ACCOUNT}:wrong@127.0.0.1:${port}${path}`,
    received,
    refused,
    /** The next `count` sends are answered 500, then it accepts again. */
    failNext(count: number) {
      failures = count;
    },
    /** Resolves once `count` texts were accepted in all; fails after a bound. */
    waitForCount(count: number, timeoutMs = 10_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} texts arrived`)), timeoutMs);
        const check = () => {
          if (received.length < count) return void waiters.push(check);
          clearTimeout(timer);
          resolve();
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmsServer = Awaited<ReturnType<typeof startSmsServer>>;
