import { isPermutationOf, isPlayableWord, isWordSolved, normalizeWord, WORD_MAX_LENGTH, WORD_MIN_LENGTH } from '../../game/rules/word';
import { SCHEDULE_MESSAGES } from '../../contract/daily';
import type { ScheduledWord, WordScheduleBody } from '../../contract/schemas/daily';
import { badRequest } from '../http-error';
import { deleteWord, saveWord } from '../repos/word-schedule';
import { toScheduledWord } from './days';
import type { ScheduleContext } from './schedule-context';

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

/** Sets (or replaces) the word of a real day. */
export async function scheduleWord(ctx: ScheduleContext, date: string, body: WordScheduleBody): Promise<ScheduledWord> {
  const entry = { date, ...normalizeWordBody(body), updatedAt: ctx.clock() };
  await saveWord(ctx.db, entry);
  return toScheduledWord(entry);
}

/** Clears the word of a day; nothing scheduled is not an error. */
export async function unscheduleWord(ctx: ScheduleContext, date: string): Promise<void> {
  await deleteWord(ctx.db, date);
}
