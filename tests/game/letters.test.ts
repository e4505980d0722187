import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allClips, clipPath, clipText, DEFAULT_VOICE, isVoice, LETTERS, letterEntry, letterFromPath, nextLetter, VOICES, type Clip } from '../../game/rules/letters';

/** Where a path served at the site root lives on disk (Vite serves assets/public/ at /). */
const onDisk = (served: string) => path.resolve('assets/public', '.' + served);

/** "Is for" words that do not start with their letter, on purpose: X has few words a child knows. */
const ENDS_WITH_LETTER = new Set(['box']);

describe('the alphabet', () => {
  it('has the 26 letters a to z in order', () => {
    expect(LETTERS.join('')).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it.each(LETTERS.map((letter) => [letter]))('%s has a word of letters only that starts with it, listed first of three distinct "is for" words', (letter) => {
    const entry = letterEntry(letter);
    expect(entry.letter).toBe(letter);
    expect(entry.word).toMatch(/^[a-z]+$/); // spelled with letter tiles
    expect(entry.word.startsWith(letter)).toBe(true);
    expect(entry.isFor).toHaveLength(3);
    expect(entry.isFor[0]).toBe(entry.word);
    expect(new Set(entry.isFor).size).toBe(3);
    for (const word of entry.isFor) {
      expect(word).toMatch(/^[a-z]+(-[a-z]+)?$/); // 'x-ray', 'yo-yo'
      if (ENDS_WITH_LETTER.has(word)) expect(word.endsWith(letter)).toBe(true);
      else expect(word.startsWith(letter)).toBe(true);
    }
    expect(entry.picture).toBe(`/assets/images/${letter}-${entry.word}.jpg`);
  });

  it('lists apple, ant and ambulance for A (SPEC section 2)', () => {
    expect(letterEntry('a').isFor).toEqual(['apple', 'ant', 'ambulance']);
  });

  it.each(LETTERS.map((letter) => [letter]))('%s has its picture on disk: a 300x300 JPEG', async (letter) => {
    const file = onDisk(letterEntry(letter).picture);
    expect(fs.existsSync(file), file).toBe(true);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
  });

  it.each(LETTERS.map((letter) => [letter]))("%s's picture differs on every one of its nine puzzle tiles", async (letter) => {
    const file = onDisk(letterEntry(letter).picture);
    const tiles = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        sharp(file)
          .extract({ left: (i % 3) * 100, top: Math.floor(i / 3) * 100, width: 100, height: 100 })
          .raw()
          .toBuffer(),
      ),
    );
    for (let i = 0; i < 9; i++) {
      for (let j = i + 1; j < 9; j++) {
        let sum = 0;
        for (let k = 0; k < tiles[i]!.length; k++) sum += Math.abs(tiles[i]![k]! - tiles[j]![k]!);
        expect(sum / tiles[i]!.length, `tiles ${i} and ${j}`).toBeGreaterThan(3);
      }
    }
  });
});

describe('nextLetter and letterFromPath', () => {
  it.each([
    ['a', 'b'],
    ['m', 'n'],
    ['y', 'z'],
    ['z', null],
  ] as const)('nextLetter(%j) is %j', (letter, next) => {
    expect(nextLetter(letter)).toBe(next);
  });

  it.each([
    ['a', 'a'],
    ['q', 'q'],
    ['Q', 'q'],
    ['Z', 'z'],
    ['', 'a'],
    [undefined, 'a'],
    ['aa', 'a'],
    ['1', 'a'],
    ['ä', 'a'],
    ['%', 'a'],
  ] as const)('letterFromPath(%j) is %j', (value, letter) => {
    expect(letterFromPath(value)).toBe(letter);
  });
});

describe('voices and clips', () => {
  it('offers female (the default) and male', () => {
    expect(VOICES.map((voice) => voice.value)).toEqual(['female', 'male']);
    expect(DEFAULT_VOICE).toBe('female');
    expect(isVoice('male')).toBe(true);
    expect(isVoice('robot')).toBe(false);
  });

  it('has the clips of SPEC call 15 for every letter and voice, each path once', () => {
    const paths = allClips().map(clipPath);
    expect(paths).toHaveLength(2 + 26 * 5);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/assets/audio/swap_instructions_female.mp3',
        '/assets/audio/swap_instructions_male.mp3',
        '/assets/audio/a_prompt_female.mp3',
        '/assets/audio/a_word_male.mp3',
        '/assets/audio/a_intro.mp3',
        '/assets/audio/z_prompt_male.mp3',
      ]),
    );
  });

  it.each([
    [{ kind: 'prompt', letter: 'a', voice: 'female' }, /^A is for apple!.*spell apple\.$/],
    [{ kind: 'prompt', letter: 'x', voice: 'male' }, /^X is for xylophone!/],
    [{ kind: 'word', letter: 'a', voice: 'male' }, /^Apple!$/],
    [{ kind: 'intro', letter: 'w' }, /^This is the letter W\. W is for whale\.$/],
    [{ kind: 'instructions', voice: 'female' }, /^Swap the pieces to complete the picture\..*green border/],
  ] as [Clip, RegExp][])('clipText(%j) matches %s', (clip, text) => {
    expect(clipText(clip)).toMatch(text);
  });

  it("A's prompt mentions apple in both voices", () => {
    for (const voice of ['female', 'male'] as const) expect(clipText({ kind: 'prompt', letter: 'a', voice })).toContain('apple');
  });

  it.each(allClips().map((clip) => [clipPath(clip)]))('%s is on disk: an MP3 between 1 KB and 200 KB', (served) => {
    const file = onDisk(served);
    expect(fs.existsSync(file), file).toBe(true);
    const bytes = fs.readFileSync(file);
    const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
    const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
    expect(id3 || frameSync, 'starts with an ID3 tag or an MPEG frame').toBe(true);
    expect(bytes.length).toBeGreaterThan(1024);
    expect(bytes.length).toBeLessThan(200 * 1024);
  });
});
