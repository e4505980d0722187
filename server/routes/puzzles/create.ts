import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { CreatedPuzzle } from '../../../contract/schemas/puzzles';
import { badRequest } from '../../http-error';
import type { PuzzleService } from '../../puzzles/service';
import { parseCreateFields } from './fields';
import { requireJigsawSize } from '../../flags/guards';
import { checkedPresentChoice } from '../../store/attach';
import { CREATE_FORM_LIMITS, withCreateForm } from './form';

/**
 * POST /api/puzzles (multipart): the photo and the sender's fields. The service
 * makes the photo safe and stores file, puzzle and both mails together, or nothing.
 */
const createPuzzleRoute: FastifyPluginAsyncTypebox<{ puzzles: PuzzleService }> = async (app, { puzzles }) => {
  // Scoped to this plugin: only this route accepts multipart bodies.
  await app.register(multipart, { limits: CREATE_FORM_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/puzzles',
    { schema: { response: { 201: CreatedPuzzle, '4xx': ErrorBody } } },
    async (request, reply) => {
      await puzzles.assertMayCreate(request.ip); // before reading a byte of the upload
      const created = await withCreateForm(request, app.uploadTempDir, async (form) => {
        const details = parseCreateFields(form.fields);
        await requireJigsawSize(request, details); // 403 'feature-off' while big jigsaws are members-first or off
        const presentId = await checkedPresentChoice(request, form.fields.get('presentId')); // its form checked above
        if (!form.photo || form.photo.size === 0) throw badRequest('Please choose a photo.', 'photo-required');
        return puzzles.create({ ...details, presentId, picture: form.photo.path, ownerUserId: request.user?.id ?? null }, request.ip);
      }); // the photo's temp file is gone by now, whatever happened
      request.log.info({ puzzleId: created.id }, 'puzzle created');
      return reply.code(201).send(created);
    },
  );
};
export default createPuzzleRoute;
