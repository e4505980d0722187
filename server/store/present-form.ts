import type { FastifyRequest } from 'fastify';
import { isRetailerLink } from '../../game/rules/affiliate-tags';
import {
  PRESENT_FIELDS,
  PRESENT_PICTURE_MAX_BYTES,
  PRESENT_TITLE_MAX,
  PRICE_TEXT_MAX,
  RETAILER_URL_MAX,
  STORE_MESSAGES,
} from '../../contract/store';
import { withMultipartForm, type MultipartFormRules } from '../http/multipart-form';
import { badRequest } from '../http-error';
import type { PresentFields } from '../repos/presents';

/** The admin's present form, checked: its fields, and the picture's temp file when one was chosen. */
export interface PresentForm {
  fields: PresentFields;
  picture: string | null; // the upload's temp file (untrusted bytes), removed after `use`
}

const TEXT_FIELDS = [PRESENT_FIELDS.title, PRESENT_FIELDS.priceText, PRESENT_FIELDS.retailerUrl, PRESENT_FIELDS.active];
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

function oneLine(value: string | undefined): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, ' ').trim();
}

function checkLength(name: string, value: string, max: number): void {
  if ([...value].length > max) throw badRequest(`${name} must be at most ${max} characters.`, 'invalid-field');
}

/** Turns the form's text into fields, or a 400 naming the first problem. */
export function parsePresentFields(raw: ReadonlyMap<string, string>): PresentFields {
  const title = oneLine(raw.get(PRESENT_FIELDS.title));
  const priceText = oneLine(raw.get(PRESENT_FIELDS.priceText));
  const retailerUrl = oneLine(raw.get(PRESENT_FIELDS.retailerUrl));
  const active = raw.get(PRESENT_FIELDS.active) ?? 'true';
  if (!title || !priceText || !retailerUrl) throw badRequest(STORE_MESSAGES.fieldsRequired, 'missing-fields');
  checkLength('title', title, PRESENT_TITLE_MAX);
  checkLength('priceText', priceText, PRICE_TEXT_MAX);
  checkLength('retailerUrl', retailerUrl, RETAILER_URL_MAX);
  if (!isRetailerLink(retailerUrl)) throw badRequest(STORE_MESSAGES.linkRequired, 'invalid-field');
  if (active !== 'true' && active !== 'false') throw badRequest('active must be true or false.', 'invalid-field');
  return { title, priceText, retailerUrl, active: active === 'true' };
}

/** Reads the multipart form (picture streamed to a temp file), checks it and hands it to `use`; the temp file is removed after. */
export function withPresentForm<T>(request: FastifyRequest, tempDir: string, use: (form: PresentForm) => Promise<T>): Promise<T> {
  const rules: MultipartFormRules = {
    notMultipart: STORE_MESSAGES.notMultipart,
    limits: { fileSize: PRESENT_PICTURE_MAX_BYTES, files: 1, fields: TEXT_FIELDS.length, parts: TEXT_FIELDS.length + 1, fieldSize: 8 * 1024 },
    fileField: PRESENT_FIELDS.picture,
    tempDir,
    wrongFileField: (name) => badRequest(`${name} is not an accepted field.`, 'invalid-field'),
    textFields: TEXT_FIELDS,
    fileTooLarge: { message: `The picture is larger than ${PRESENT_PICTURE_MAX_BYTES / (1024 * 1024)} MB.`, code: 'upload-too-large' },
    tooManyFiles: 'Send only one picture.',
  };
  return withMultipartForm(request, rules, async ({ fields, file }) => {
    const parsed = parsePresentFields(fields);
    return use({ fields: parsed, picture: file && file.size > 0 ? file.path : null });
  });
}
