import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that parses what it receives. `nextMail`
 * resolves when a matching message arrives, so tests wait on events, not time.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const raw = new WeakMap<ParsedMail, Buffer>(); // each message's bytes as they arrived, for signature checks
  const waiters: { match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }[] = [];
  let refuse = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true, // no DNS here: a lookup per connection made every delivery wait for it
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      simpleParser(stream)
        .then((mail) => {
          raw.set(mail, Buffer.concat(chunks));
          received.push(mail);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(mail)) waiter.resolve(mail);
            else waiters.push(waiter);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that vanishes mid-message (an app process killed with kill -9 while sending) is an
  // 'error' on the server; unheard, Node throws it at whatever test runs then.
  const connectionErrors: Error[] = [];
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The connections that broke (their messages were not received). */
    connectionErrors,
    /** The message as it arrived on the wire (DKIM is verified on these bytes). */
    rawOf: (mail: ParsedMail): Buffer => raw.get(mail) ?? Buffer.alloc(0),
    /** While true, every message is answered with a temporary failure (an outage). */
    setRefusing(value: boolean) {
      refuse = value;
    },
    /** Resolves once `count` messages have arrived in all; fails after a bound. */
    waitForCount(count: number, timeoutMs = 10_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} mails arrived`)), timeoutMs);
        const check = () => {
          if (received.length < count) return void waiters.push({ match: () => true, resolve: check });
          clearTimeout(timer);
          resolve();
        };
        check();
      });
    },
    nextMail(match: (mail: ParsedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ParsedMail> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
        waiters.push({ match, resolve: (mail) => { clearTimeout(timer); resolve(mail); } });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** Recipients of a parsed mail as plain addresses. */
export function mailTo(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((v) => v.address ?? ''));
}
