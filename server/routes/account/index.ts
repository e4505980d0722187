import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dataRoutes from './data-routes';
import passkeyRoutes from './passkey-routes';
import profileRoutes from './profile-routes';

/** /api/account/* and the passkey sign-in (contract: contract/schemas/account.ts). */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(profileRoutes);
  await app.register(passkeyRoutes);
  await app.register(dataRoutes);
};
export default accountRoutes;
