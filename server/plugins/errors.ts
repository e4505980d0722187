import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { describeSchemaIssues, type SchemaIssue } from '../validation-messages';

/**
 * One error shape for the whole API. Client mistakes (bad JSON, schema, size)
 * keep their 4xx and a readable message; anything unexpected is logged and
 * answered as a plain 500 without internals.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setSchemaErrorFormatter((errors, dataVar) => {
    return new Error(describeSchemaIssues(errors as SchemaIssue[], dataVar));
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError) {
      void reply.headers(error.headers);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' });
    }
    const body: Record<string, unknown> = {
      statusCode: status,
      error: httpReason(status),
      message: friendlyMessage(error),
    };
    const code = error instanceof HttpError ? error.code : (error as FastifyError).code;
    if (code) body.code = code;
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'no-route' });
  });
});

function friendlyMessage(error: FastifyError | HttpError): string {
  switch ((error as FastifyError).code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The upload is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  406: 'Not Acceptable', 409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Entity', 429: 'Too Many Requests',
};
function httpReason(status: number): string {
  return REASONS[status] ?? 'Error';
}
