/**
 * Sends one text through a Twilio-compatible Messages API with Node's fetch (no SDK): SMS_URL is
 * the Messages endpoint with the account's credentials in it,
 * https://ACxxx:token@api.twilio.com/2010-04-01/Accounts/ACxxx/Messages.json, and SMS_FROM the
 * sending number or messaging service. The request is form-encoded To, From, Body with basic auth;
 * any 2xx is accepted, anything else (or no answer in time) is an error the worker retries.
 */

export interface SmsTransport {
  /** Answers the provider's id of the message (Twilio's sid), or null if it gave none. */
  send(to: string, body: string): Promise<string | null>;
}

export interface SmsSettings {
  endpoint: string; // the URL without its credentials
  authorization: string | null; // 'Basic …' from the URL's user and password
  from: string;
}

const SEND_TIMEOUT_MS = 15_000; // well inside the worker's lease: a slow send is never taken twice

/** Reads SMS_URL and SMS_FROM; throws a message saying what is wrong (start-up stops on it). */
export function parseSmsSettings(smsUrl: string, from: string | null): SmsSettings {
  let url: URL;
  try {
    url = new URL(smsUrl);
  } catch {
    throw new Error('SMS_URL must be a URL, like https://ACxxx:token@api.twilio.com/2010-04-01/Accounts/ACxxx/Messages.json');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SMS_URL must be https:// (got ${url.protocol})`);
  if (!from) throw new Error('SMS_FROM is required with SMS_URL: the number (or messaging service) texts are sent from');
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const authorization = user || password ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : null;
  return { endpoint: url.toString(), authorization, from };
}

export function httpSmsTransport(settings: SmsSettings): SmsTransport {
  return {
    async send(to, body) {
      const response = await fetch(settings.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(settings.authorization ? { authorization: settings.authorization } : {}),
        },
        body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = await response.text();
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${answer.slice(0, 200)}`);
      try {
        const sid = (JSON.parse(answer) as { sid?: unknown }).sid;
        return typeof sid === 'string' ? sid : null;
      } catch {
        return null; // accepted; an answer that is not JSON only loses the provider's id
      }
    },
  };
}
