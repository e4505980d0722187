import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import type { PublicUser } from '../../../contract/schemas/auth';
import type { AccountContext } from '../../account/context';
import { unauthorized } from '../../http-error';
import { partyRoom } from '../../plugins/realtime';

export function accountContextOf(app: FastifyInstance): AccountContext {
  return {
    db: app.db,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    storage: app.storage,
    puzzles: app.puzzles.context,
    kickOutbox: () => app.outbox.kick(),
    partyEnded: (partyId) => app.realtime.io.to(partyRoom(partyId)).emit('party:closed', { reason: 'ended', message: ACCOUNT_MESSAGES.senderDeleted }),
  };
}

/** The signed-in member (requireUser let the request in; the check is for the type). */
export function memberOf(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
