import type { FastifyRequest } from 'fastify';
import { PHOTO_FIELD, PHOTO_MAX_MB } from '../../../contract/puzzles';
import { readMultipartForm } from '../../http/multipart-form';
import { badRequest } from '../../http-error';

/** Busboy limits of the create form: one photo, a handful of short text fields. */
export const CREATE_FORM_LIMITS = {
  fileSize: PHOTO_MAX_MB * 1024 * 1024, // enforced while streaming: the rest is never buffered
  files: 1,
  fields: 20, // the form has 9
  fieldSize: 4 * 1024, // bytes; a 300-character message is at most 1200 bytes of UTF-8
  fieldNameSize: 100,
  parts: 25,
  headerPairs: 100,
};

export interface CreateForm {
  fields: Map<string, string>;
  photo: Buffer | null;
}

/** Reads every part of the create form; the photo (one file named PHOTO_FIELD) is buffered up to its limit. */
export async function readCreateForm(request: FastifyRequest): Promise<CreateForm> {
  const form = await readMultipartForm(request, {
    notMultipart: 'Send the puzzle as multipart/form-data.',
    limits: CREATE_FORM_LIMITS,
    fileField: PHOTO_FIELD,
    wrongFileField: () => badRequest(`The photo must be sent as "${PHOTO_FIELD}".`, 'invalid-field'),
    tooLong: (name) => badRequest(`${name} is too long.`, 'invalid-field'),
    fileTooLarge: { message: `The photo is larger than ${PHOTO_MAX_MB} MB.`, code: 'photo-too-large' },
    tooManyFiles: 'Send only one photo.',
  });
  return { fields: form.fields, photo: form.file?.data ?? null };
}
