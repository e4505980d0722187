import type { FastifyRequest } from 'fastify';
import {
  PICTURE_FILE_FIELD,
  PICTURE_MESSAGE_FIELD,
  PICTURE_MESSAGE_MAX,
  PICTURE_UPLOAD_MAX_BYTES,
  SCHEDULE_MESSAGES,
} from '../../../../contract/daily';
import type { PictureUpload } from '../../../daily/scheduled-pictures';
import { withMultipartForm, type MultipartFormRules } from '../../../http/multipart-form';
import { badRequest } from '../../../http-error';

const notAccepted = (name: string) => badRequest(`${name} is not an accepted field.`, 'invalid-field');

/**
 * Reads the two parts of the form, the picture streamed into a temp file in `tempDir`, and hands
 * them to `use`; the temp file is removed after. Anything missing or empty is "All puzzle fields
 * are required."
 */
export function withPictureForm<T>(request: FastifyRequest, tempDir: string, use: (upload: PictureUpload) => Promise<T>): Promise<T> {
  const rules: MultipartFormRules = {
    notMultipart: 'Send the picture and message as multipart/form-data.',
    limits: { fileSize: PICTURE_UPLOAD_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 8 * 1024 },
    fileField: PICTURE_FILE_FIELD,
    tempDir,
    wrongFileField: notAccepted,
    textFields: [PICTURE_MESSAGE_FIELD],
    fileTooLarge: { message: `The picture is larger than ${PICTURE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`, code: 'upload-too-large' },
    tooManyFiles: 'Send only one picture.',
    // A message cut at fieldSize is still far too long for the check below.
  };
  return withMultipartForm(request, rules, async ({ fields, file }) => {
    const message = (fields.get(PICTURE_MESSAGE_FIELD) ?? '').replace(/\r\n?/g, '\n').trim();
    if (!file || file.size === 0 || message === '') throw badRequest(SCHEDULE_MESSAGES.pictureFieldsRequired, 'missing-fields');
    if ([...message].length > PICTURE_MESSAGE_MAX) {
      throw badRequest(`message must be at most ${PICTURE_MESSAGE_MAX} characters.`, 'invalid-field');
    }
    return use({ path: file.path, fileName: file.fileName, message });
  });
}
