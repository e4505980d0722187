import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FALLBACK_WORD } from '../../../game/rules/word';
import { SCHEDULE_MESSAGES } from '../../../contract/daily';
import { DailyPictureBody, DailyQuery, DailyWordBody } from '../../../contract/schemas/daily';
import { ErrorBody } from '../../../contract/schemas/errors';
import { notFound } from '../../http-error';
import { findPicture } from '../../repos/puzzle-schedule';
import { findWord } from '../../repos/word-schedule';
import { playableDate, toDailyPicture } from '../../daily/days';
import { dailyLibrary } from '../../daily/library/index';
import { createLibraryPictureStore } from '../../daily/library/picture-store';

/**
 * The two daily games, for anyone: the word of a UTC day and the picture of a local day.
 * What the admin scheduled wins; a day without it plays the bundled library's entry
 * (unless DAILY_LIBRARY=off), and only then the FLOWCHART fallback or "No picture".
 */
const playRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const library = dailyLibrary(app.config.dailyLibrary);
  const libraryPictures = createLibraryPictureStore({ storage: app.storage, log: app.log });

  app.get(
    '/api/daily/word',
    { schema: { querystring: DailyQuery, response: { 200: DailyWordBody, 400: ErrorBody } } },
    async (request, reply) => {
      const date = playableDate(request.query.date, app.clock());
      const entry = (await findWord(app.db, date)) ?? library.word(date);
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
      if (picture) return toDailyPicture(picture);
      const fromLibrary = library.picture(date);
      if (!fromLibrary) throw notFound(SCHEDULE_MESSAGES.noPicture, 'no-picture');
      return libraryPictures.serve(date, fromLibrary);
    },
  );
};
export default playRoutes;
