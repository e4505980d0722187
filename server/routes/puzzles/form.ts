import type { FastifyRequest } from 'fastify';
import { PHOTO_FIELD, PHOTO_MAX_MB } from '../../../contract/puzzles';
import { withMultipartForm, type MultipartFormRules, type UploadedFile } from '../../http/multipart-form';
import { badRequest } from '../../http-error';

/** Busboy limits of the create form: one photo, a handful of short text fields. */
export const CREATE_FORM_LIMITS = {
  fileSize: PHOTO_MAX_MB * 1024 * 1024, // enforced while streaming: the rest is never buffered
  files: 1,
  fields: 24, // the form has at most 19 (16, and 3 for texts)
  fieldSize: 4 * 1024, // bytes; a 300-character message is at most 1200 bytes of UTF-8
  fieldNameSize: 100,
  parts: 25,
  headerPairs: 100,
};

export interface CreateForm {
  fields: Map<string, string>;
  photo: UploadedFile | null; // a temp file, removed when `use` is done
}

const createFormRules = (tempDir: string): MultipartFormRules => ({
  notMultipart: 'Send the puzzle as multipart/form-data.',
  limits: CREATE_FORM_LIMITS,
  fileField: PHOTO_FIELD,
  tempDir,
  wrongFileField: () => badRequest(`The photo must be sent as "${PHOTO_FIELD}".`, 'invalid-field'),
  tooLong: (name) => badRequest(`${name} is too long.`, 'invalid-field'),
  fileTooLarge: { message: `The photo is larger than ${PHOTO_MAX_MB} MB.`, code: 'photo-too-large' },
  tooManyFiles: 'Send only one photo.',
});

/**
 * Reads every part of the create form, the photo (one file named PHOTO_FIELD) streamed into a
 * temp file in `tempDir` up to its limit, and hands it to `use`; the temp file is removed after.
 */
export function withCreateForm<T>(request: FastifyRequest, tempDir: string, use: (form: CreateForm) => Promise<T>): Promise<T> {
  return withMultipartForm(request, createFormRules(tempDir), (form) => use({ fields: form.fields, photo: form.file }));
}
