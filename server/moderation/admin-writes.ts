import type { FastifyInstance } from 'fastify';
import { insertAuditEntry } from '../repos/audit-log';

declare module 'fastify' {
  interface FastifyContextConfig {
    auditedInTransaction?: boolean; // the route writes its own audit entry with its change (moderation's decisions)
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every successful admin write of the routes registered in `app`'s scope (the
 * scheduler's words and pictures) in the audit log, after it is done and before its answer
 * leaves (so the admin's next read shows it): who, which route, which date. Not in the
 * write's transaction (the schedule service owns that one), so a crash between the two could
 * lose an entry; moderation's decisions are recorded within theirs.
 */
export function auditAdminWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !request.user) return payload;
    if (request.routeOptions.config.auditedInTransaction) return payload;
    const route = request.routeOptions.url ?? request.url;
    const action = `${request.method === 'DELETE' ? 'clear' : 'save'} ${route.replace(/^\/api\/admin\//, '').split('/').filter((part) => !part.startsWith(':')).join(' ')}`;
    try {
      await insertAuditEntry(app.db, { at: app.clock(), actor: request.user, action, puzzleId: null, detail: `${request.method} ${request.url}` });
    } catch (error) {
      request.log.warn({ err: error }, 'the audit entry of an admin write could not be stored');
    }
    return payload;
  });
}
