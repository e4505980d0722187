import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { SuppressionState, UnsubscribeParams } from '../../../contract/schemas/unsubscribe';
import type { Unsubscribe } from '../../consent/unsubscribe';

/** The unsubscribe page's calls (contract/schemas/unsubscribe.ts): same-site, by the link's token alone. */
const unsubscribeApi: FastifyPluginAsyncTypebox<{ unsubscribe: Unsubscribe }> = async (app, { unsubscribe }) => {
  const schema = { params: UnsubscribeParams, response: { 200: SuppressionState, '4xx': ErrorBody } };

  app.get('/api/unsubscribe/:token', { schema }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { suppressed: await unsubscribe.state(request.params.token) };
  });

  app.post('/api/unsubscribe/:token', { schema }, async (request) => {
    await unsubscribe.suppress(request.params.token);
    return { suppressed: true };
  });

  app.post('/api/unsubscribe/:token/undo', { schema }, async (request) => {
    await unsubscribe.undo(request.params.token);
    return { suppressed: false };
  });
};
export default unsubscribeApi;
