import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../../contract/schemas/auth';
import type { AccountContext } from '../../account/context';
import { unauthorized } from '../../http-error';

export function accountContextOf(app: FastifyInstance): AccountContext {
  return {
    db: app.db,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    storage: app.storage,
    puzzles: app.puzzles.context,
    kickOutbox: () => app.outbox.kick(),
  };
}

/** The signed-in member (requireUser let the request in; the check is for the type). */
export function memberOf(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
