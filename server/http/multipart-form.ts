import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract/errors';
import { newUploadPath, removeFiles } from '../images/temp-files';
import { badRequest, HttpError } from '../http-error';

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]>;

/** How one route reads its form; the sentences are the route's own, so each keeps its wording. */
export interface MultipartFormRules {
  /** The 415 'not-multipart' sentence for a body that is not multipart/form-data. */
  notMultipart: string;
  /** Busboy limits (file size, counts, sizes); the file size is enforced while streaming. */
  limits: PartsOptions['limits'];
  /** The name of the one file part. */
  fileField: string;
  /** The folder the file part is written to as it arrives (app.uploadTempDir). */
  tempDir: string;
  /** The refusal of a file sent under another name. */
  wrongFileField(name: string): Error;
  /** The text parts accepted by name; others are "<name> is not an accepted field.". Omitted: all are read, the caller checks them. */
  textFields?: readonly string[];
  /** The refusal of a text value cut at the fieldSize limit. Omitted: the cut value is kept (the caller's length check refuses it). */
  tooLong?(name: string): Error;
  /** The 413 sentence for a file over the fileSize limit, and its code. */
  fileTooLarge: { message: string; code: ErrorCode };
  /** The refusal of a second file. */
  tooManyFiles: string;
}

export interface UploadedFile {
  path: string; // a temp file in rules.tempDir holding the bytes as sent; withMultipartForm removes it
  size: number; // possibly 0: a form sent without choosing a file has an empty file part
  fileName: string; // as the browser sent it: never trust it as a path
}

export interface MultipartForm {
  fields: Map<string, string>;
  file: UploadedFile | null;
}

/** A temp file could not be written: the server's problem (a full disk), answered 500 and logged. */
class TempFileError extends Error {}
const DISK_CALLS = new Set(['open', 'write', 'writev', 'close']); // a socket that fails while reading says 'read'

/**
 * Writes a file part to `target` as it arrives, a chunk at a time: the API process never holds a
 * whole upload (5.5 MB for a phone photo), and the picture worker reads it from there. Busboy
 * stops the part at the fileSize limit; `truncated` says so. Answers the bytes written.
 */
async function saveFilePart(file: Readable, target: string): Promise<number> {
  const out = fs.createWriteStream(target, { flags: 'wx' });
  try {
    await pipeline(file, out);
  } catch (error) {
    // pipeline hands an upload's failure to the file too: only the file's own system calls fail on the disk.
    const fromDisk = DISK_CALLS.has((error as NodeJS.ErrnoException).syscall ?? '');
    throw fromDisk ? new TempFileError('could not write an upload to its temp file', { cause: error }) : error;
  }
  return out.bytesWritten;
}

/**
 * Reads every part of a multipart form: text parts into a map (a name sent twice
 * is refused), the one file part into a temp file up to its limit. If reading fails,
 * the temp file is removed before the refusal; else the caller removes it: use
 * withMultipartForm. Call it in a plugin scope that registered @fastify/multipart.
 */
export async function readMultipartForm(request: FastifyRequest, rules: MultipartFormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, rules.notMultipart, 'not-multipart');
  const fields = new Map<string, string>();
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) throw rules.wrongFileField(part.fieldname);
        if (file) throw badRequest(rules.tooManyFiles, 'too-many-files'); // whatever the limits say: one temp file per form
        file = { path: newUploadPath(rules.tempDir), size: 0, fileName: part.filename }; // before the write: a partial file is removed too
        file.size = await saveFilePart(part.file, file.path);
        if (part.file.truncated) throw new HttpError(413, rules.fileTooLarge.message, rules.fileTooLarge.code);
        continue;
      }
      const name = part.fieldname;
      if (rules.textFields && !rules.textFields.includes(name)) throw badRequest(`${name} is not an accepted field.`, 'invalid-field');
      if (part.valueTruncated && rules.tooLong) throw rules.tooLong(name);
      if (fields.has(name)) throw badRequest(`${name} was sent twice.`, 'invalid-field');
      fields.set(name, String(part.value));
    }
  } catch (error) {
    if (file) await removeFiles([file.path]);
    throw formError(error, rules);
  }
  return { fields, file };
}

/**
 * Reads the form (readMultipartForm), hands it to `use`, and removes its temp file once `use`
 * has finished, whatever its outcome: stored pictures were made from it, refused ones are not
 * kept. Answers what `use` answered; send the reply after this returns.
 */
export async function withMultipartForm<T>(request: FastifyRequest, rules: MultipartFormRules, use: (form: MultipartForm) => Promise<T>): Promise<T> {
  const form = await readMultipartForm(request, rules);
  try {
    return await use(form);
  } finally {
    if (form.file) await removeFiles([form.file.path]);
  }
}

/**
 * What a multipart or Busboy error means to the person sending the form: always a 4xx with a
 * sentence. Only a temp file the server could not write stays the server's error (500).
 */
function formError(error: unknown, rules: MultipartFormRules): unknown {
  if (error instanceof HttpError || error instanceof TempFileError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, rules.fileTooLarge.message, rules.fileTooLarge.code);
    case 'FST_FILES_LIMIT':
      return badRequest(rules.tooManyFiles, 'too-many-files');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'The form has too many fields.', 'too-many-fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, rules.notMultipart, 'not-multipart');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a forbidden field name.', 'invalid-field');
  }
  // Busboy's own errors (a cut-off or malformed body) carry no status: they are the client's mistake.
  const status = (error as { statusCode?: number }).statusCode;
  if (status === undefined || status < 500) return badRequest('The upload was interrupted or is not a valid form.', 'malformed-form');
  return error;
}
