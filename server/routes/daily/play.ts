import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FALLBACK_WORD } from '../../../game/rules/word';
import { SCHEDULE_MESSAGES } from '../../../contract/daily';
import { DailyPictureBody, DailyQuery, DailyWordBody } from '../../../contract/schemas/daily';
import { ErrorBody } from '../../../contract/schemas/errors';
import { notFound } from '../../http-error';
import { findPicture } from '../../repos/puzzle-schedule';
import { findWord } from '../../repos/word-schedule';
import { playableDate, toDailyPicture } from '../../daily/days';

/** The two daily games, for anyone: the word of a UTC day and the picture of a local day. */
const playRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/daily/word',
    { schema: { querystring: DailyQuery, response: { 200: DailyWordBody, 400: ErrorBody } } },
    async (request, reply) => {
      const date = playableDate(request.query.date, app.clock());
      const entry = await findWord(app.db, date);
      void reply.header('Cache-Control', 'no-store'); // the admin may change today's word at any time
      if (!entry) return { date, ...FALLBACK_WORD, fallback: true };
      const { word, shuffled, definition, sentence, quote } = entry;
      return { date, word, shuffled, definition, sentence, quote, fallback: false };
    },
  );

  app.get(
    '/api/daily/picture',
    { schema: { querystring: DailyQuery, response: { 200: DailyPictureBody, 400: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      const date = playableDate(request.query.date, app.clock());
      const picture = await findPicture(app.db, date);
      void reply.header('Cache-Control', 'no-store');
      if (!picture) throw notFound(SCHEDULE_MESSAGES.noPicture, 'no-picture');
      return toDailyPicture(picture);
    },
  );
};
export default playRoutes;
