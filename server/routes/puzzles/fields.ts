import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { isFontStyle } from '../../../game/rules/gift';
import { CONSENT_REQUIRED } from '../../../contract/puzzles';
import { CreatePuzzleFields } from '../../../contract/schemas/puzzles';
import { badRequest } from '../../http-error';
import type { DeliveryChoice } from '../../../contract/schemas/delivery';
import type { NewPuzzleDetails } from '../../puzzles/create';
import { boardChoiceOf } from '../../puzzles/jigsaw-choice';
import type { JigsawCount, PuzzleType } from '../../../game/rules/jigsaw/counts';
import type { SendBy } from '../../../contract/texts';
import { EMAIL_ONLY, textChoiceOf, type TextChoice } from '../../texts/choice';

const wholeForm = Compile(CreatePuzzleFields);
const properties = CreatePuzzleFields.properties as Record<string, TSchema>;
const fieldCheckers = Object.fromEntries(
  Object.entries(properties).map(([name, schema]) => [name, Compile(schema)]),
) as Record<string, ReturnType<typeof Compile>>;

const required: readonly string[] = CreatePuzzleFields.required ?? [];
const OPTIONAL = new Set(Object.keys(properties).filter((name) => !required.includes(name)));
const RECIPIENT = new Set(['recipientName', 'recipientEmail']); // optional only in a reply
const SINGLE_LINE = new Set(['senderName', 'recipientName', 'senderEmail', 'recipientEmail']);
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** Trims every value; names and addresses become one line (they end up in mail headers). */
function normalize(name: string, value: string): string {
  const oneLine = SINGLE_LINE.has(name) ? value.replace(CONTROL_CHARACTERS, ' ') : value.replace(/\r\n?/g, '\n');
  return oneLine.trim();
}

/** A sentence for the first thing wrong with one field, worded from its schema. */
function describeProblem(name: string, schema: TSchema, value: string): string {
  const rules = schema as { maxLength?: number; format?: string; anyOf?: { const?: unknown }[] };
  if (typeof rules.maxLength === 'number' && [...value].length > rules.maxLength) {
    return `${name} must be at most ${rules.maxLength} characters.`;
  }
  if (rules.format === 'email') return `${name} must be a valid e-mail address.`;
  if (rules.anyOf) {
    const allowed = rules.anyOf.map((option) => String(option.const));
    return `${name} must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}.`;
  }
  return `${name} is not valid.`;
}

/**
 * Checks the text parts of POST /api/puzzles against CreatePuzzleFields and
 * answers the first problem as a 400 with a sentence a person can act on;
 * otherwise the details typed (numbers and booleans instead of form text).
 */
export function parseCreateFields(
  raw: ReadonlyMap<string, string>,
): NewPuzzleDetails & { delivery: DeliveryChoice | undefined; replyToken: string | undefined; text: TextChoice } {
  const fields: Record<string, string> = {};
  for (const [name, value] of raw) {
    if (!(name in properties)) throw badRequest(`${name} is not an accepted field.`, 'invalid-field');
    fields[name] = normalize(name, value);
  }
  for (const [name, schema] of Object.entries(properties)) {
    const value = fields[name];
    if (name === 'consent' && value !== 'true') throw badRequest(CONSENT_REQUIRED, 'consent-required');
    // A gift that goes by text only needs no address (server/texts/choice.ts checks what it needs instead).
    const byTextOnly = name === 'recipientEmail' && fields.sendBy === 'text';
    const optional = OPTIONAL.has(name) && (fields.replyToken || !RECIPIENT.has(name) || byTextOnly);
    if (optional && (value === undefined || value === '')) {
      delete fields[name]; // an empty optional field is an absent one
      continue;
    }
    if (value === undefined || value === '') throw badRequest(`${name} is required.`, 'invalid-field');
    if (!fieldCheckers[name]?.Check(value)) throw badRequest(describeProblem(name, schema, value), 'invalid-field');
  }
  if (!wholeForm.Check(fields)) throw badRequest('The form is not valid.', 'invalid-field'); // unreachable: each field passed
  if (!isFontStyle(fields.fontStyle)) throw badRequest('fontStyle must be one of the offered fonts.', 'invalid-field');
  return {
    message: fields.message,
    gridSize: Number(fields.gridSize),
    fontStyle: fields.fontStyle,
    isPublic: fields.isPublic === 'true',
    senderName: fields.senderName,
    senderEmail: fields.senderEmail,
    recipientName: fields.recipientName ?? '', // a reply's are the answered gift's sender's
    recipientEmail: fields.recipientEmail ?? '',
    consent: true, // the schema accepts only 'true'
    ...boardChoiceOf({
      puzzleType: fields.puzzleType as PuzzleType | undefined, // each checked against its schema above
      pieces: fields.pieces === undefined ? undefined : (Number(fields.pieces) as JigsawCount),
      rotation: fields.rotation === undefined ? undefined : fields.rotation === 'true',
    }),
    delivery: deliveryOf(fields),
    replyToken: fields.replyToken || undefined,
    // A reply goes by e-mail to the answered gift's sender; otherwise 400 for a bad number or nothing to send to.
    text: fields.replyToken ? EMAIL_ONLY : textChoiceOf({ ...fields, sendBy: fields.sendBy as SendBy | undefined }),
  };
}

/** The form's "Send on…" choice; a form without a time zone is "Send now" with no reminder, as older pages send. */
function deliveryOf(fields: Record<string, string>): DeliveryChoice | undefined {
  const sendAt = fields.sendAt || null;
  if (sendAt !== null && !fields.timeZone) throw badRequest('timeZone is required to send on a chosen day.', 'invalid-field');
  if (!fields.timeZone) return undefined;
  return { sendAt, timeZone: fields.timeZone, remind: fields.remind === 'true' };
}
