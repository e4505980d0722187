import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * RFC 8058's one-click unsubscribe (server/routes/unsubscribe/one-click.ts): mail providers
 * post it from their own servers with no Origin, and its signed token is its whole authority.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/unsubscribe\/[^/?]+(?:\?|$)/;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Same-origin check for every state-changing request (the Lucia guide's CSRF
 * defence): its Origin header must be this site's, either PUBLIC_URL or the
 * Host it was sent to. Plus the response headers every page and file gets.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    // Callback-style hooks: they run on every request, and skip a promise each.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || isSameOrigin(request.headers, app.config.publicUrl) || ONE_CLICK_UNSUBSCRIBE.test(request.url)) done();
      else done(forbidden('Cross-site request refused.', 'bad-origin'));
    });

    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(SECURITY_HEADERS);
      done(null, payload);
    });
  },
  { name: 'security' },
);

/** True when the request's Origin is this site's: PUBLIC_URL, or the Host it was sent to. */
export function isSameOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin;
  if (!origin) return false;
  if (origin === publicUrl) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}
