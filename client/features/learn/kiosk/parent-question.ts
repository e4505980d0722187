/**
 * The parent gate's question: a sum written in words ("What is seven times six?") with four
 * answers, also in words. An adult reads and answers it at once; a child who cannot read yet
 * cannot, and one who guesses is right one time in four, then starts again with a new question.
 * Pure: the random source ([0, 1), like Math.random) is passed in.
 */
import type { Random } from '../../../../game/rules/random';

export type { Random };

export interface ParentQuestion {
  text: string; // "What is thirteen plus eight?"
  choices: string[]; // four distinct answers in words, shuffled
  answer: string; // the right one, one of the choices
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0 to 99 in English words: 7 "seven", 21 "twenty-one", 40 "forty". */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) throw new RangeError(`numberWords: ${n} is not a whole number from 0 to 99`);
  if (n < 20) return SMALL[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  return n % 10 === 0 ? tens : `${tens}-${SMALL[n % 10] as string}`;
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The two kinds of sum: both numbers too big to count on fingers, the answer always from 9 to 81. */
const SUMS = [
  { words: 'plus', min: 6, max: 19, of: (a: number, b: number) => a + b },
  { words: 'times', min: 3, max: 9, of: (a: number, b: number) => a * b },
] as const;

/** Near misses an adult would not pick but a guess might: one or two off, or ten off. */
const SLIPS = [-10, -2, -1, 1, 2, 10];

export function parentQuestion(random: Random): ParentQuestion {
  const sum = SUMS[Math.floor(random() * SUMS.length)] ?? SUMS[0];
  const a = between(random, sum.min, sum.max);
  const b = between(random, sum.min, sum.max);
  const right = sum.of(a, b);
  const wrong = shuffle(
    SLIPS.map((slip) => right + slip).filter((n) => n >= 0 && n <= 99),
    random,
  ).slice(0, 3);
  const answer = numberWords(right);
  return {
    text: `What is ${numberWords(a)} ${sum.words} ${numberWords(b)}?`,
    choices: shuffle([right, ...wrong], random).map(numberWords),
    answer,
  };
}
