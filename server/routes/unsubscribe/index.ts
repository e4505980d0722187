import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consentKeys } from '../../consent/keys';
import { createUnsubscribe } from '../../consent/unsubscribe';
import unsubscribeApi from './api';
import oneClickRoute from './one-click';

/** Recipients who can say no: the page's JSON calls and the mail providers' one-click POST. */
const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const unsubscribe = createUnsubscribe(app.db, consentKeys(app.puzzles.context.secret), app.clock);
  await app.register(unsubscribeApi, { unsubscribe });
  await app.register(oneClickRoute, { unsubscribe });
};
export default unsubscribeRoutes;
