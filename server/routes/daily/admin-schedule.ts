import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { daysOfMonth, isMonthKey } from '../../../game/rules/dates';
import {
  ScheduleDateParams,
  ScheduleDayBody,
  ScheduledWord,
  ScheduleMonthBody,
  ScheduleMonthQuery,
  WordScheduleBody,
} from '../../../contract/schemas/daily';
import { ErrorBody } from '../../../contract/schemas/errors';
import { badRequest } from '../../http-error';
import { requireAdmin } from '../../plugins/sessions';
import { deletePicture, findPicture, picturesBetween } from '../../repos/puzzle-schedule';
import { deleteWord, findWord, saveWord, wordsBetween } from '../../repos/word-schedule';
import { mediaUrl, realDate, toScheduledPicture, toScheduledWord } from './days';
import { removeStoredPicture } from './picture-file';
import { normalizeWordBody, wordBodyProblem } from './word-fields';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The admin scheduler: read a month or a day, set or clear a day's word, clear a day's picture. */
const adminScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/schedule',
    { preHandler: requireAdmin, schema: { querystring: ScheduleMonthQuery, response: { 200: ScheduleMonthBody, ...errors } } },
    async (request) => {
      const { month } = request.query;
      if (!isMonthKey(month)) throw badRequest('Choose a real month (YYYY-MM).', 'invalid-month');
      const days = daysOfMonth(month);
      const first = days[0] as string;
      const last = days.at(-1) as string;
      const words = new Map(wordsBetween(app.db, first, last).map((row) => [row.date, row.word]));
      const pictures = new Map(picturesBetween(app.db, first, last).map((row) => [row.date, row]));
      return {
        month,
        days: days.map((date) => {
          const picture = pictures.get(date);
          return {
            date,
            word: words.get(date) ?? null,
            picture: picture ? { imageUrl: mediaUrl(picture.image_path), message: picture.message } : null,
          };
        }),
      };
    },
  );

  app.get(
    '/api/admin/schedule/:date',
    { preHandler: requireAdmin, schema: { params: ScheduleDateParams, response: { 200: ScheduleDayBody, ...errors } } },
    async (request) => {
      const date = realDate(request.params.date);
      const word = findWord(app.db, date);
      const picture = findPicture(app.db, date);
      return { date, word: word ? toScheduledWord(word) : null, picture: picture ? toScheduledPicture(picture) : null };
    },
  );

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
      const date = realDate(request.params.date);
      const row = { date, ...normalizeWordBody(request.body), updated_at: app.clock() };
      saveWord(app.db, row);
      return toScheduledWord(row);
    },
  );

  app.delete(
    '/api/admin/schedule/:date/word',
    { preHandler: requireAdmin, schema: { params: ScheduleDateParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      deleteWord(app.db, realDate(request.params.date));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/admin/schedule/:date/picture',
    { preHandler: requireAdmin, schema: { params: ScheduleDateParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      const date = realDate(request.params.date);
      const old = app.db.transaction(() => {
        const row = findPicture(app.db, date);
        if (row) deletePicture(app.db, date);
        return row;
      })();
      // The file goes only after the row is gone: a crash in between leaves an orphan file, never a broken row.
      if (old) await removeStoredPicture(app, old.image_path);
      return reply.status(204).send(null);
    },
  );
};
export default adminScheduleRoutes;
