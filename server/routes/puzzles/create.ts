import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertNotThrottled, countAttempt } from '../../auth/throttle';
import { ErrorBody } from '../../../contract/schemas/errors';
import { CreatedPuzzle } from '../../../contract/schemas/puzzles';
import { badRequest } from '../../http-error';
import { processImage, PUZZLE_PHOTO_OPTIONS } from '../../images/process';
import { puzzleConfirmationMail } from '../../mail/templates/puzzle-confirmation';
import { puzzleGiftMail } from '../../mail/templates/puzzle-gift';
import { randomFileName } from '../../plugins/storage';
import { newPuzzleId, newShuffleSeed, newWatchToken, hashWatchToken } from '../../puzzles/tokens';
import { enqueueMail } from '../../repos/outbox';
import { insertPuzzle } from '../../repos/puzzles';
import { parseCreateFields } from './fields';
import { CREATE_FORM_LIMITS, readCreateForm } from './form';

export const PUZZLE_FOLDER = 'puzzles';

/**
 * POST /api/puzzles (multipart): checks the fields, makes the photo safe, writes
 * it, then stores the puzzle and both mails in one transaction. Whatever fails
 * leaves no row, no file and no mail behind.
 */
const createPuzzleRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: only this route accepts multipart bodies.
  await app.register(multipart, { limits: CREATE_FORM_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/puzzles',
    { schema: { response: { 201: CreatedPuzzle, '4xx': ErrorBody } } },
    async (request, reply) => {
      assertNotThrottled(app.db, 'puzzle', request.ip, app.clock()); // before reading a byte of the upload
      const form = await readCreateForm(request);
      const fields = parseCreateFields(form.fields);
      if (!form.photo || form.photo.length === 0) throw badRequest('Please choose a photo.', 'photo-required');
      const image = await processImage(form.photo, PUZZLE_PHOTO_OPTIONS);

      const id = newPuzzleId();
      const watchToken = newWatchToken();
      const imageFile = randomFileName(image.extension);
      const now = app.clock();
      const { publicUrl } = app.config;
      await app.storage.writeAtomic(PUZZLE_FOLDER, imageFile, image.data);
      try {
        app.db.transaction(() => {
          insertPuzzle(app.db, {
            id,
            message: fields.message,
            grid_size: Number(fields.gridSize),
            font_style: fields.fontStyle,
            is_public: fields.isPublic === 'true' ? 1 : 0,
            sender_name: fields.senderName,
            sender_email: fields.senderEmail,
            recipient_name: fields.recipientName,
            recipient_email: fields.recipientEmail,
            consent: 1, // the schema accepts only 'true'
            image_file: imageFile,
            width: image.width,
            height: image.height,
            shuffle_seed: newShuffleSeed(),
            watch_token_hash: hashWatchToken(watchToken),
            created_at: now,
          });
          const names = { senderName: fields.senderName, recipientName: fields.recipientName };
          enqueueMail(app.db, puzzleGiftMail({ ...names, recipientEmail: fields.recipientEmail, playLink: `${publicUrl}/play/${id}` }), now);
          enqueueMail(
            app.db,
            puzzleConfirmationMail({ ...names, senderEmail: fields.senderEmail, watchLink: `${publicUrl}/watch/${id}#${watchToken}` }),
            now,
          );
          countAttempt(app.db, 'puzzle', request.ip, now);
        })();
      } catch (error) {
        await app.storage.remove(PUZZLE_FOLDER, imageFile);
        throw error;
      }
      app.outbox.kick();
      request.log.info({ puzzleId: id }, 'puzzle created');
      return reply.code(201).send({ id, watchToken });
    },
  );
};
export default createPuzzleRoute;
