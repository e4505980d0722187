import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/schemas/errors';
import { notFound } from '../http-error';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

// Streamed as is (Fastify never serializes a stream); the schema documents the answer.
const ImageBytes = Type.Unsafe<fs.ReadStream>({ type: 'string', description: 'the image file' });

const MediaParams = Type.Object(
  {
    folder: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }),
    file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}\\.(jpg|png|webp)$' }),
  },
  { additionalProperties: false },
);

/**
 * GET /media/:folder/:file — the stored pictures (DATA_DIR/uploads). Names are
 * random and never reused, so a file is cacheable forever. Only safe names pass
 * the schema; storage re-checks them before touching the disk.
 */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:folder/:file',
    { schema: { params: MediaParams, response: { 200: ImageBytes, '4xx': ErrorBody } } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const stored = await app.storage.stat(folder, file);
      const contentType = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)];
      if (!stored || !contentType) throw notFound('Image not found.', 'media-not-found');
      return reply
        .type(contentType)
        .header('Content-Length', String(stored.size))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox") // opened directly, it is only ever a picture
        .send(fs.createReadStream(stored.path));
    },
  );
};
export default mediaRoutes;
