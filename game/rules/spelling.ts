import { shuffledOrder, shuffleForSeed } from './board';
import { seedFromString, type Random } from './random';
import { isWordSolved, normalizeWord } from './word';

/**
 * The letters a child unscrambles to spell a word: a shuffle of its letters that
 * never already spells it (with repeated letters a shuffle can: APPLE with its two
 * Ps exchanged). The same word always gets the same deal, so every tablet in a
 * class shows the same puzzle and a test can know it.
 */
export function spellingShuffle(word: string): string {
  const letters = [...normalizeWord(word)];
  if (new Set(letters).size < 2) return letters.join(''); // nothing to unscramble
  for (let attempt = 0; ; attempt++) {
    const order = shuffleForSeed(letters.length, seedFromString(`${letters.join('')}:${attempt}`));
    const dealt = order.map((index) => letters[index] ?? '').join('');
    if (!isWordSolved(dealt, letters.join(''))) return dealt;
  }
}

/** SPEC: the letter's picture is a 3x3 puzzle. */
export const PICTURE_SIDE = 3;

/** The picture's deal: a shuffle of the 3x3 board that is never solved; the page passes a fresh source per visit. */
export function pictureShuffle(random: Random): number[] {
  return shuffledOrder(PICTURE_SIDE * PICTURE_SIDE, random);
}
