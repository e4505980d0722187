import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { UnsubscribeParams } from '../../../contract/schemas/unsubscribe';
import { isOneClickBody } from '../../consent/one-click';
import type { Unsubscribe } from '../../consent/unsubscribe';
import { badRequest } from '../../http-error';

/**
 * POST /unsubscribe/:token — RFC 8058 one-click, the https address in List-Unsubscribe.
 * A mail provider posts it from its own servers, without cookies or an Origin (the
 * security plugin lets this path through: the signed token is its whole authority).
 * GET of the same address is the page (client/features/unsubscribe), served as any page.
 */
const oneClickRoute: FastifyPluginAsyncTypebox<{ unsubscribe: Unsubscribe }> = async (app, { unsubscribe }) => {
  // Scoped to this plugin: the body is read as text, whichever of the two forms RFC 8058 allows.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/unsubscribe/:token',
    { schema: { params: UnsubscribeParams, response: { 200: Type.String(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      if (!isOneClickBody(request.headers['content-type'], body)) throw badRequest('Expected the one-click body List-Unsubscribe=One-Click.');
      await unsubscribe.suppress(request.params.token);
      request.log.info('a recipient unsubscribed with one click');
      return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('You will not receive puzzle gifts at this address any more.\n');
    },
  );
};
export default oneClickRoute;
