import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureFlag } from '../../contract/flags';
import { createFeatureFlags, type FeatureFlags } from './flags';

declare module 'fastify' {
  interface FastifyInstance {
    flags: FeatureFlags; // early access: off / members / everyone per feature (server/flags/)
  }
}

/** The visitor of a request: a member when its session has a user. */
export const visitorOf = (request: FastifyRequest) => ({ signedIn: Boolean(request.user) });

/** For a route: 403 'feature-off' unless the flag lets this request's visitor in. */
export function requireFeature(request: FastifyRequest, flag: FeatureFlag): Promise<void> {
  return request.server.flags.require(flag, visitorOf(request));
}

/** Decorates app.flags, the feature flags the routes enforce. */
export default fp(
  async function flagsPlugin(app) {
    app.decorate('flags', createFeatureFlags(app.db, app.clock));
  },
  { name: 'flags', dependencies: ['db'] },
);
