import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-error';

/** preHandler: 401 'unauthenticated' unless someone is signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** preHandler: 401 when signed out, 403 'forbidden' for a signed-in non-admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden('Admins only.');
}
