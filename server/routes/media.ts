import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/schemas/errors';
import { badRequest, notFound } from '../http-error';
import { acceptsWebp, parsePictureWidth, PICTURE_WIDTH_MESSAGE, variantCandidates } from '../images/variants';
import { contentTypeOf } from '../storage/names';
import type { OpenedFile, Storage } from '../storage/storage';

// Streamed as is (Fastify never serializes a stream); the schema documents the answer.
const ImageBytes = Type.Unsafe<Readable>({ type: 'string', description: 'the image file' });

const MediaParams = Type.Object(
  {
    folder: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }),
    file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}\\.(jpg|png|webp)$' }),
  },
  { additionalProperties: false },
);

// Checked by the handler, so a bad value gets a sentence that says what a good one is.
const MediaQuery = Type.Object(
  { w: Type.Optional(Type.String({ description: 'device pixels the picture is drawn at (contract/pictures.ts)' })) },
  { additionalProperties: false },
);

/** The first of the candidate pictures that is stored, opened, with its type; or null. */
async function firstStored(storage: Storage, folder: string, names: readonly string[]): Promise<{ type: string; file: OpenedFile } | null> {
  for (const name of names) {
    const type = contentTypeOf(name);
    if (!type) continue; // only pictures are served, and nothing else is opened
    const file = await storage.open(folder, name);
    if (file) return { type, file };
  }
  return null;
}

/**
 * GET /media/:folder/:file — the stored pictures, from DATA_DIR/uploads or the bucket: this
 * route owns HTTP, the storage the bytes. Names are random and never reused, so a file is
 * cacheable forever. Only safe names pass the schema; storage re-checks them before touching
 * the disk or the bucket. With ?w=N the answer may be a smaller WebP copy of the picture
 * (contract/pictures.ts).
 */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:folder/:file',
    { schema: { params: MediaParams, querystring: MediaQuery, response: { 200: ImageBytes, '4xx': ErrorBody } } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const { w } = request.query;
      const wanted = w === undefined ? null : parsePictureWidth(w);
      if (w !== undefined && wanted === null) throw badRequest(PICTURE_WIDTH_MESSAGE);

      const names = wanted === null ? [file] : variantCandidates(file, wanted, acceptsWebp(request.headers.accept));
      const stored = await firstStored(app.storage, folder, names);
      if (!stored) throw notFound('Image not found.', 'media-not-found');
      // The same URL answers WebP or the original by Accept: a shared cache must keep them apart.
      if (wanted !== null) reply.header('Vary', 'Accept');
      return reply
        .type(stored.type)
        .header('Content-Length', String(stored.file.size))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox") // opened directly, it is only ever a picture
        .send(stored.file.stream);
    },
  );
};
export default mediaRoutes;
