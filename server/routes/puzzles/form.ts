import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../contract/errors';
import { PHOTO_FIELD } from '../../../contract/puzzles';
import { badRequest, HttpError } from '../../http-error';

export const PHOTO_MAX_MB = 15;

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

const tooLarge = (message: string, code: ErrorCode) => new HttpError(413, message, code);

/** What a multipart or Busboy error means to the person sending the form. */
function formError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(`The photo is larger than ${PHOTO_MAX_MB} MB.`, 'photo-too-large');
    case 'FST_FILES_LIMIT':
      return badRequest('Send only one photo.', 'too-many-files');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooLarge('The form has too many fields.', 'too-many-fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the puzzle as multipart/form-data.', 'not-multipart');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a forbidden field name.', 'invalid-field');
  }
  // Busboy's own errors (a cut-off or malformed body) carry no status: they are the client's mistake.
  const status = (error as { statusCode?: number }).statusCode;
  if (status === undefined || status < 500) return badRequest('The upload was interrupted or is not a valid form.', 'malformed-form');
  return error;
}

/** Reads every part of the create form; the photo (one file named PHOTO_FIELD) is buffered up to its limit. */
export async function readCreateForm(request: FastifyRequest): Promise<CreateForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the puzzle as multipart/form-data.', 'not-multipart');
  const fields = new Map<string, string>();
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: CREATE_FORM_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) throw badRequest(`The photo must be sent as "${PHOTO_FIELD}".`, 'invalid-field');
        photo = await part.toBuffer();
        continue;
      }
      if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long.`, 'invalid-field');
      if (fields.has(part.fieldname)) throw badRequest(`${part.fieldname} was sent twice.`, 'invalid-field');
      fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    throw formError(error);
  }
  return { fields, photo };
}
