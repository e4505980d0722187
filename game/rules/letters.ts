/**
 * The children's alphabet (SPEC sections 2 and 7, call 15): a word and a picture
 * for every letter, three "is for" words for its lesson, the voices, and the
 * sentences each audio file says. The audio script (assets/scripts/) and the pages
 * both read this, so what a child hears is what the page shows as captions.
 */

export const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z'] as const;
export type Letter = (typeof LETTERS)[number];

export interface LetterEntry {
  letter: Letter;
  word: string; // lower case, letters only: it is spelled with tiles
  isFor: readonly [string, string, string]; // the lesson's "A is for" list, the word first
  picture: string; // where its 300x300 picture is served
}

/** Concrete, child-friendly words, each with a picture (Twemoji, or drawn for X). */
const WORDS: Record<Letter, readonly [string, string, string]> = {
  a: ['apple', 'ant', 'ambulance'], // SPEC: A is for apple, ant, ambulance
  b: ['bear', 'ball', 'banana'],
  c: ['cat', 'car', 'cake'],
  d: ['dog', 'duck', 'drum'],
  e: ['elephant', 'egg', 'eagle'],
  f: ['fish', 'fox', 'frog'],
  g: ['giraffe', 'goat', 'grapes'],
  h: ['horse', 'hat', 'house'],
  i: ['insect', 'ice', 'island'],
  j: ['jellyfish', 'juice', 'jeans'],
  k: ['kite', 'key', 'koala'],
  l: ['lion', 'lemon', 'leaf'],
  m: ['monkey', 'moon', 'mushroom'],
  n: ['nest', 'nut', 'nose'],
  o: ['owl', 'octopus', 'orange'],
  p: ['penguin', 'pig', 'pizza'],
  q: ['queen', 'quilt', 'question'],
  r: ['rabbit', 'rainbow', 'robot'],
  s: ['sun', 'snake', 'star'],
  t: ['tiger', 'tree', 'turtle'],
  u: ['umbrella', 'unicorn', 'up'],
  v: ['violin', 'van', 'volcano'],
  w: ['whale', 'watermelon', 'worm'],
  x: ['xylophone', 'x-ray', 'box'],
  y: ['yarn', 'yo-yo', 'yellow'],
  z: ['zebra', 'zipper', 'zoo'],
};

export function isLetter(value: string): value is Letter {
  return (LETTERS as readonly string[]).includes(value);
}

export function letterEntry(letter: Letter): LetterEntry {
  const isFor = WORDS[letter];
  return { letter, word: isFor[0], isFor, picture: `/assets/images/${letter}-${isFor[0]}.jpg` };
}

/** The letter after this one, or null after z. */
export function nextLetter(letter: Letter): Letter | null {
  return LETTERS[LETTERS.indexOf(letter) + 1] ?? null;
}

/** A path's letter, lower-cased; anything that is not a letter of the alphabet is 'a' (SPEC: an unknown letter goes to a). */
export function letterFromPath(value: string | undefined): Letter {
  const lower = (value ?? '').toLowerCase();
  return isLetter(lower) ? lower : 'a';
}

export const VOICES = [
  { value: 'female', label: 'Female voice' },
  { value: 'male', label: 'Male voice' },
] as const;
export type Voice = (typeof VOICES)[number]['value'];
export const DEFAULT_VOICE: Voice = 'female';

export function isVoice(value: string): value is Voice {
  return VOICES.some((voice) => voice.value === value);
}

/** The audio files of SPEC call 15, under /assets/audio/. */
export type Clip = { kind: 'instructions'; voice: Voice } | { kind: 'prompt' | 'word'; letter: Letter; voice: Voice } | { kind: 'intro'; letter: Letter };

export function clipPath(clip: Clip): string {
  switch (clip.kind) {
    case 'instructions':
      return `/assets/audio/swap_instructions_${clip.voice}.mp3`;
    case 'prompt':
      return `/assets/audio/${clip.letter}_prompt_${clip.voice}.mp3`;
    case 'word':
      return `/assets/audio/${clip.letter}_word_${clip.voice}.mp3`;
    case 'intro':
      return `/assets/audio/${clip.letter}_intro.mp3`;
  }
}

export const SWAP_INSTRUCTIONS =
  'Swap the pieces to complete the picture. Tap one square, then another square, to swap them. A piece in the right place gets a green border. Keep going until the picture is complete!';

/** What a clip says: the captions on the page and the text the audio script speaks. */
export function clipText(clip: Clip): string {
  if (clip.kind === 'instructions') return SWAP_INSTRUCTIONS;
  const { word } = letterEntry(clip.letter);
  const upper = clip.letter.toUpperCase();
  switch (clip.kind) {
    case 'prompt':
      return `${upper} is for ${word}! Put the picture back together, then spell ${word}.`;
    case 'word':
      return `${word.charAt(0).toUpperCase()}${word.slice(1)}!`;
    case 'intro':
      return `This is the letter ${upper}. ${upper} is for ${word}.`;
  }
}

/** Every clip the section plays: what the audio script makes and the offline cache holds. */
export function allClips(): Clip[] {
  const voices = VOICES.map((voice) => voice.value);
  return [
    ...voices.map((voice): Clip => ({ kind: 'instructions', voice })),
    ...LETTERS.flatMap((letter) => [
      ...voices.flatMap((voice): Clip[] => [
        { kind: 'prompt', letter, voice },
        { kind: 'word', letter, voice },
      ]),
      { kind: 'intro', letter } as Clip,
    ]),
  ];
}
