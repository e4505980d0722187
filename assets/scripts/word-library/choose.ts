import { senseKey, type Example, type Sense, type Synset } from './wordnet';

/**
 * Which WordNet words make a good daily word for a family audience: common (often seen in
 * WordNet's tagged texts), 4 to 9 plain letters, not a proper noun, with an example
 * sentence that uses the word itself, and nothing unkind, grim, medical or adult in the
 * word, its definition or its example.
 */

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 9;
const MIN_WORD_TAGS = 12; // all senses together: rarer words are often obscure
const MIN_SENSE_TAGS = 2; // the sense shown must itself be in common use
const MAX_SENSE_NUMBER = 2; // and one of the word's two most frequent: a rare sense makes a puzzling definition
const SENTENCE_WORDS: readonly [number, number] = [4, 18];
const DEFINITION_MAX = 160;

/**
 * What makes a word, definition or example unfit. Whole words (with a plural or verb ending),
 * so "war" does not take "warm" with it; and a few stems, whose every word is unfit.
 */
const UNFIT_WORDS = [
  // unkind, adult or rude
  'offensive', 'vulgar', 'obscene', 'slang', 'insult', 'ethnic', 'sex', 'sexy', 'sexual', 'nude', 'naked', 'breast', 'genital',
  'penis', 'vagina', 'buttock', 'whore', 'bastard', 'bitch', 'damn', 'hell', 'ass', 'arse', 'piss', 'shit', 'fuck', 'crap',
  'idiot', 'stupid', 'fool', 'moron', 'ugly', 'fat', 'hate', 'hatred', 'mistress', 'lover', 'flirt', 'kiss', 'bra', 'underwear',
  'toilet', 'urine', 'urinate', 'feces', 'vomit', 'fart', 'spit', 'bum', 'jerk', 'dumb', 'lazy',
  // grim or violent
  'kill', 'murder', 'death', 'dead', 'die', 'dying', 'corpse', 'funeral', 'grave', 'blood', 'bloody', 'gun', 'rifle', 'pistol',
  'bomb', 'weapon', 'war', 'army', 'soldier', 'troop', 'enemy', 'attack', 'battle', 'fight', 'shoot', 'shot', 'stab', 'wound',
  'bullet', 'knife', 'sword', 'rape', 'suicide', 'terror', 'terrorist', 'crime', 'criminal', 'prison', 'jail', 'police', 'steal',
  'thief', 'rob', 'robbery', 'beat', 'hit', 'slave', 'slavery', 'nazi', 'hitler', 'hang', 'poison', 'violent', 'violence',
  'abuse', 'punish', 'victim', 'disaster', 'accident', 'crash', 'injury', 'injure', 'hurt', 'pain', 'cruel', 'evil', 'devil',
  'demon', 'witch', 'hunt', 'hunter', 'slaughter', 'trap', 'cage',
  // medical, drink and drugs
  'disease', 'illness', 'cancer', 'tumor', 'patient', 'surgery', 'surgeon', 'symptom', 'drug', 'pill', 'inject', 'injection',
  'heroin', 'cocaine', 'marijuana', 'drunk', 'liquor', 'whiskey', 'whisky', 'beer', 'wine', 'vodka', 'cigar', 'cigarette',
  'tobacco', 'smoke', 'abortion', 'virus', 'fever', 'bleed', 'hospital', 'doctor', 'insane', 'mental', 'disorder', 'sick',
  // money troubles, religion and politics, which date or divide
  'debt', 'bankrupt', 'tax', 'god', 'church', 'christ', 'jesus', 'bible', 'pray', 'sin', 'republican', 'democrat', 'congress',
  'senate', 'senator', 'president', 'election', 'vote', 'politics', 'political', 'government', 'soviet', 'russian', 'russians',
  'vietnam', 'negro', 'indian', 'indians', 'communist', 'communism', 'religion', 'religious', 'divine', 'supernatural', 'baptist',
  'divorce', 'seizure', 'robberies', 'earthquake', 'recover', 'artery', 'abdominal', 'nerve', 'lawyer', 'culprit',
];
const UNFIT_STEMS = ['robber', 'devastat', 'racis', 'prostitut', 'disparag', 'derogat', 'seduc', 'excre', 'tortur', 'execut', 'infect', 'diagnos', 'medic', 'alcohol', 'pregnan', 'smok', 'politic'];
const UNFIT_PATTERN = new RegExp(`\\b(?:(?:${UNFIT_WORDS.join('|')})(?:s|es|ed|d|ing|er|ers)?\\b|(?:${UNFIT_STEMS.join('|')}))`, 'i');

/** Words that carry grammar more than meaning: little to learn from them as a word of the day. */
const PLAIN = new Set([
  'about', 'above', 'after', 'again', 'also', 'another', 'away', 'back', 'because', 'before', 'both', 'certain', 'could', 'each',
  'either', 'even', 'ever', 'every', 'first', 'former', 'from', 'have', 'here', 'however', 'instead', 'just', 'last', 'latter',
  'least', 'less', 'like', 'little', 'many', 'more', 'most', 'much', 'must', 'neither', 'never', 'next', 'none', 'only', 'other',
  'over', 'rather', 'same', 'second', 'several', 'should', 'some', 'such', 'than', 'that', 'their', 'there', 'these', 'thing',
  'third', 'this', 'those', 'though', 'through', 'together', 'very', 'well', 'what', 'when', 'where', 'which', 'while', 'whole',
  'will', 'with', 'within', 'would', 'your',
]);

export const isFit = (text: string): boolean => !UNFIT_PATTERN.test(text);

export interface Candidate {
  word: string; // lower case, as WordNet has it
  synset: Synset; // the sense shown: the most frequent one with a usable example
  sentence: string; // its example that uses the word
  score: number; // how common the word is (its tag count over all senses), tripled for things one can picture
}

/**
 * Lexicographer files of things and actions one can picture (lexnames(5WN)): animals, artifacts,
 * feelings, food, places, objects, natural phenomena, plants, shapes, substances; eating, touching,
 * making, feeling, moving, perceiving, weather. Their words make a livelier year than "function".
 */
const VIVID = new Set([5, 6, 12, 13, 15, 17, 19, 20, 25, 27, 34, 35, 36, 37, 38, 39, 43]);
const VIVID_WEIGHT = 3;

const usesWord = (text: string, word: string): boolean => new RegExp(`\\b${word}\\b`, 'i').test(text);

function goodSentence(example: Example, word: string): boolean {
  const words = example.text.split(/\s+/).length;
  return example.author === null && usesWord(example.text, word) && words >= SENTENCE_WORDS[0] && words <= SENTENCE_WORDS[1] && isFit(example.text) && !/[()[\]]/.test(example.text);
}

/** Every synset each plain lower-case word belongs to, with that sense's numbers. */
export function sensesByWord(synsets: readonly Synset[], senses: Map<string, Sense>): Map<string, { synset: Synset; sense: Sense }[]> {
  const byWord = new Map<string, { synset: Synset; sense: Sense }[]>();
  for (const synset of synsets) {
    for (const written of synset.words) {
      const word = written.toLowerCase();
      const sense = senses.get(senseKey(word, synset.pos, synset.offset));
      if (!sense) continue;
      const list = byWord.get(word) ?? [];
      list.push({ synset, sense });
      byWord.set(word, list);
    }
  }
  return byWord;
}

const POS_ORDER = { noun: 0, verb: 1, adj: 2, adv: 3 } as const;

/** The word as a candidate, or null when it, any of its senses or its best example is unfit. */
export function candidate(word: string, entries: readonly { synset: Synset; sense: Sense }[]): Candidate | null {
  if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || !/^[a-z]+$/.test(word) || !isFit(word) || PLAIN.has(word)) return null;
  if (entries.every(({ synset }) => synset.pos === 'adv')) return null; // "obviously", "daily": the game is better with things and actions
  // A capital in any sense marks a name (China, Bill): such words read as proper nouns.
  if (entries.some(({ synset }) => synset.words.some((written) => written.toLowerCase() === word && written !== word))) return null;
  if (entries.some(({ synset }) => !isFit(synset.definition))) return null; // one crude sense is enough to leave a word out
  const wordTags = entries.reduce((sum, { sense }) => sum + sense.tagCount, 0);
  if (wordTags < MIN_WORD_TAGS) return null;
  const ranked = [...entries].sort((a, b) => a.sense.number - b.sense.number || b.sense.tagCount - a.sense.tagCount || POS_ORDER[a.synset.pos] - POS_ORDER[b.synset.pos]);
  for (const { synset, sense } of ranked) {
    if (sense.number > MAX_SENSE_NUMBER || sense.tagCount < MIN_SENSE_TAGS || synset.pos === 'adv') continue;
    if (synset.definition.length > DEFINITION_MAX || synset.definition.startsWith('(') || usesWord(synset.definition, word)) continue;
    // The longest usable example: WordNet's shortest ones are phrases ("a man of honor") rather than sentences.
    const example = synset.examples.filter((candidateExample) => goodSentence(candidateExample, word)).sort((a, b) => b.text.length - a.text.length)[0];
    if (example) return { word, synset, sentence: example.text, score: wordTags * (VIVID.has(synset.lexFile) ? VIVID_WEIGHT : 1) };
  }
  return null;
}

/** 'a plot of ground' → 'A plot of ground.'; WordNet's `quoted' words get typographic quotes. */
export function asSentence(text: string): string {
  const cleaned = text
    .replace(/`([^']*)'/g, '‘$1’')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:.!?])/g, '$1')
    .trim();
  const capital = cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
