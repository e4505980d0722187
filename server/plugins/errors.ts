import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody, ErrorCode } from '../../contract/errors';
import { HttpError } from '../http-error';
import { describeSchemaIssues, type SchemaIssue } from '../validation-messages';

/** Fastify's and its plugins' own client errors: our code and the sentence a person reads. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_VALIDATION: { code: 'invalid-field' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid-json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid-json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body-too-large', message: 'The upload is too large.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'upload-too-large', message: 'The upload is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported-media-type', message: 'Unsupported content type.' },
};

/**
 * One error shape for the whole API (contract/errors.ts). Client mistakes (bad
 * JSON, schema, size) keep their 4xx and a readable message, as do deliberate
 * HttpErrors of any status; anything unexpected is logged and answered as a
 * plain 500 without internals.
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
    // An HttpError of 5xx (an upstream provider failed, 502) was written for the user: it is answered as it is.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.', code: 'internal' };
      return reply.status(500).send(body);
    }
    const known = error instanceof HttpError ? null : FASTIFY_ERRORS[error.code];
    const body: ErrorBody = { statusCode: status, error: httpReason(status), message: known?.message ?? error.message };
    const code = error instanceof HttpError ? error.code : known?.code;
    if (code) body.code = code;
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { statusCode: 404, error: 'Not Found', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'no-route' };
    return reply.status(404).send(body);
  });
});

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  406: 'Not Acceptable', 409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Entity', 429: 'Too Many Requests', 502: 'Bad Gateway',
};
function httpReason(status: number): string {
  return REASONS[status] ?? 'Error';
}
