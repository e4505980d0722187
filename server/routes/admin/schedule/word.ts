import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { Type } from 'typebox';
import { SCHEDULE_MESSAGES } from '../../../../contract/daily';
import { ScheduleDateParams, ScheduledWord, WordScheduleBody } from '../../../../contract/schemas/daily';
import { ErrorBody } from '../../../../contract/schemas/errors';
import { requireAdmin } from '../../../auth/guards';
import { realDate } from '../../../daily/days';
import type { ScheduleService } from '../../../daily/schedule';
import { badRequest } from '../../../http-error';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** Keywords that mean "a field is missing or empty" (a null or a number counts as missing too). */
const MISSING = new Set(['required', 'minLength', 'type']);

/**
 * Turns a schema failure of the word form into the admin screen's message:
 * anything missing or empty is "All word fields are required.", other problems
 * (too long, an unknown field) keep their own sentence.
 */
function wordBodyProblem(error: Error & { validation?: FastifySchemaValidationError[] }): Error {
  const first = error.validation?.[0];
  if (first && MISSING.has(first.keyword)) return badRequest(SCHEDULE_MESSAGES.wordFieldsRequired, 'missing-fields');
  return badRequest(error.message, 'invalid-field');
}

/** PUT /api/admin/schedule/:date/word sets or replaces a day's word; DELETE clears it. */
const wordScheduleRoutes: FastifyPluginAsyncTypebox<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.put(
    '/api/admin/schedule/:date/word',
    {
      preHandler: requireAdmin,
      attachValidation: true, // a missing or empty field gets the admin screen's own message
      schema: { params: ScheduleDateParams, body: WordScheduleBody, response: { 200: ScheduledWord, ...errors } },
    },
    async (request) => {
      const problem = request.validationError;
      if (problem) {
        if (problem.validationContext === 'params') throw badRequest('Choose a real date (YYYY-MM-DD).', 'invalid-date');
        throw wordBodyProblem(problem);
      }
      return schedule.saveWord(realDate(request.params.date), request.body);
    },
  );

  app.delete(
    '/api/admin/schedule/:date/word',
    { preHandler: requireAdmin, schema: { params: ScheduleDateParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await schedule.removeWord(realDate(request.params.date));
      return reply.status(204).send(null);
    },
  );
};
export default wordScheduleRoutes;
