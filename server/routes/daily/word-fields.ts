import type { FastifySchemaValidationError } from 'fastify';
import { isPermutationOf, isPlayableWord, isWordSolved, normalizeWord, WORD_MAX_LENGTH, WORD_MIN_LENGTH } from '../../../game/rules/word';
import { SCHEDULE_MESSAGES } from '../../../contract/daily';
import type { WordScheduleBody } from '../../../contract/schemas/daily';
import { badRequest } from '../../http-error';

/** Keywords that mean "a field is missing or empty" (a null or a number counts as missing too). */
const MISSING = new Set(['required', 'minLength', 'type']);

/**
 * Turns a schema failure of the word form into the admin screen's message:
 * anything missing or empty is "All word fields are required.", other problems
 * (too long, an unknown field) keep their own sentence.
 */
export function wordBodyProblem(error: Error & { validation?: FastifySchemaValidationError[] }): Error {
  const first = error.validation?.[0];
  if (first && MISSING.has(first.keyword)) return badRequest(SCHEDULE_MESSAGES.wordFieldsRequired, 'missing-fields');
  return badRequest(error.message, 'invalid-field');
}

/**
 * The stored form of a scheduled word: trimmed, word and shuffled upper-cased,
 * shuffled made of exactly the word's letters and not already solved.
 */
export function normalizeWordBody(body: WordScheduleBody): WordScheduleBody {
  const texts = {
    word: normalizeWord(body.word),
    shuffled: normalizeWord(body.shuffled),
    definition: body.definition.trim(),
    sentence: body.sentence.trim(),
    quote: body.quote.trim(),
  };
  if (Object.values(texts).some((text) => text === '')) {
    throw badRequest(SCHEDULE_MESSAGES.wordFieldsRequired, 'missing-fields');
  }
  if (!isPlayableWord(texts.word)) {
    throw badRequest(`The word must be ${WORD_MIN_LENGTH} to ${WORD_MAX_LENGTH} letters A to Z, without spaces.`, 'invalid-word');
  }
  if (!isPermutationOf(texts.shuffled, texts.word)) throw badRequest(SCHEDULE_MESSAGES.notAPermutation, 'not-a-permutation');
  if (isWordSolved(texts.shuffled, texts.word)) {
    throw badRequest('Shuffled must not already spell the word: mix the letters up.', 'already-solved');
  }
  return texts;
}
