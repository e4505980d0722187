import fs from 'node:fs';
import { isPermutationOf, isPlayableWord, isWordSolved, type DailyWord } from '../../../game/rules/word';

/**
 * The daily word library: server/daily/library/words.json, made from WordNet 3.1 by
 * assets/scripts/make-word-library.ts (committed; the WordNet licence is inside it).
 * Read once, at the first day that needs it, and checked then: a word that could not be
 * played would be a broken build, so it stops the request loudly rather than dealing it.
 */

const FILE = new URL('./words.json', import.meta.url);

interface WordsFile {
  words: DailyWord[];
}

let words: readonly DailyWord[] | null = null;

function checked(entry: DailyWord, index: number): DailyWord {
  const texts = [entry.word, entry.shuffled, entry.definition, entry.sentence, entry.quote];
  const fine =
    texts.every((text) => typeof text === 'string' && text.trim() !== '') &&
    isPlayableWord(entry.word) &&
    entry.word === entry.word.toUpperCase() &&
    isPermutationOf(entry.shuffled, entry.word) &&
    !isWordSolved(entry.shuffled, entry.word);
  if (!fine) throw new Error(`words.json: entry ${index} (${String(entry.word)}) is not a playable word`);
  const { word, shuffled, definition, sentence, quote } = entry;
  return { word, shuffled, definition, sentence, quote };
}

/** Every library word, in the order the days take them (the file never changes while the server runs, so it is kept). */
export function libraryWords(): readonly DailyWord[] {
  words ??= (JSON.parse(fs.readFileSync(FILE, 'utf8')) as WordsFile).words.map(checked);
  return words;
}
