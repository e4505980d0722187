import { describe, expect, it } from 'vitest';
import { numberWords, parentQuestion, type Random } from '../../client/features/learn/kiosk/parent-question';
import { seededRandom } from '../../game/rules/random';

/** A repeatable random source, so each case is the same on every run. */
const seeded = (seed: number): Random => seededRandom(seed);

/** Plays back the given values, then fails: the generator must not ask for more than it needs. */
function sequence(...values: number[]): Random {
  return () => {
    const next = values.shift();
    if (next === undefined) throw new Error('asked for more random numbers than expected');
    return next;
  };
}

const WORDS = new Map(Array.from({ length: 100 }, (_, n) => [numberWords(n), n]));

/** What an adult does: reads the question and works it out. */
function solve(text: string): number {
  const match = /^What is ([a-z-]+) (plus|times) ([a-z-]+)\?$/.exec(text);
  if (!match) throw new Error(`not a question this test reads: ${text}`);
  const a = WORDS.get(match[1] as string);
  const b = WORDS.get(match[3] as string);
  if (a === undefined || b === undefined) throw new Error(`not numbers in words: ${text}`);
  return match[2] === 'plus' ? a + b : a * b;
}

describe('numbers in words', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [12, 'twelve'],
    [13, 'thirteen'],
    [19, 'nineteen'],
    [20, 'twenty'],
    [21, 'twenty-one'],
    [45, 'forty-five'],
    [80, 'eighty'],
    [99, 'ninety-nine'],
  ])('%i is "%s"', (n, words) => {
    expect(numberWords(n)).toBe(words);
  });

  it.each([-1, 100, 2.5, Number.NaN])('refuses %s', (n) => {
    expect(() => numberWords(n)).toThrow(RangeError);
  });

  it('gives each number its own words', () => {
    expect(WORDS.size).toBe(100);
  });
});

describe('the parent gate question', () => {
  it.each([
    // sum kind, a, b, three shuffles: the first and smallest values give "plus" with the smallest numbers
    { name: 'plus, smallest numbers', random: sequence(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), text: 'What is six plus six?', answer: 'twelve' },
    { name: 'plus, largest numbers', random: sequence(0.4, 0.999, 0.999, 0, 0, 0, 0, 0, 0, 0, 0, 0), text: 'What is nineteen plus nineteen?', answer: 'thirty-eight' },
    { name: 'times, smallest numbers', random: sequence(0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), text: 'What is three times three?', answer: 'nine' },
    { name: 'times, largest numbers', random: sequence(0.99, 0.999, 0.999, 0, 0, 0, 0, 0, 0, 0, 0, 0), text: 'What is nine times nine?', answer: 'eighty-one' },
    { name: 'times, mixed', random: sequence(0.7, 0.5, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0), text: 'What is six times four?', answer: 'twenty-four' },
  ])('$name: "$text" ($answer)', ({ random, text, answer }) => {
    const question = parentQuestion(random);
    expect(question.text).toBe(text);
    expect(question.answer).toBe(answer);
    expect(question.choices).toContain(answer);
  });

  it('always has four different answers in words, exactly one of them right (500 seeds)', () => {
    for (let seed = 0; seed < 500; seed++) {
      const question = parentQuestion(seeded(seed));
      const context = `seed ${seed}: ${JSON.stringify(question)}`;
      expect(question.choices, context).toHaveLength(4);
      expect(new Set(question.choices).size, context).toBe(4);
      expect(question.answer, context).toBe(numberWords(solve(question.text)));
      expect(question.choices.filter((choice) => choice === question.answer), context).toHaveLength(1);
      expect(question.choices.every((choice) => WORDS.has(choice)), context).toBe(true); // words, never digits
      expect(question.text, context).not.toMatch(/\d/);
    }
  });

  it('is randomised: questions differ, and the right answer is not always in the same place', () => {
    const questions = Array.from({ length: 100 }, (_, seed) => parentQuestion(seeded(seed)));
    expect(new Set(questions.map((q) => q.text)).size).toBeGreaterThan(50);
    const places = new Set(questions.map((q) => q.choices.indexOf(q.answer)));
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
    expect(new Set(questions.map((q) => q.text.split(' ')[3]))).toEqual(new Set(['plus', 'times']));
  });
});
