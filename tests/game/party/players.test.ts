import { describe, expect, it } from 'vitest';
import { nextColour, PARTY_MAX_PLAYERS, PLAYER_COLOURS, PLAYER_NAME_MAX, playerName } from '../../../game/rules/party';

describe('playerName', () => {
  it.each([
    { raw: 'Ann', name: 'Ann' },
    { raw: '  Ann  ', name: 'Ann' },
    { raw: 'Ann   Marie', name: 'Ann Marie' },
    { raw: 'A', name: 'A' },
    { raw: 'x'.repeat(24), name: 'x'.repeat(24) },
    { raw: `  ${'x'.repeat(24)}  `, name: 'x'.repeat(24) },
    { raw: 'Zoë', name: 'Zoë' },
    { raw: 'Zoe\u0308', name: 'Zoe\u0308' }, // e and a combining diaeresis: one character
    { raw: '🎉'.repeat(24), name: '🎉'.repeat(24) },
    { raw: '👨‍👩‍👧‍👦'.repeat(24), name: '👨‍👩‍👧‍👦'.repeat(24) }, // a family: one emoji of seven code points
    { raw: '🇫🇷'.repeat(24), name: '🇫🇷'.repeat(24) },
    { raw: '👍🏽'.repeat(24), name: '👍🏽'.repeat(24) },
    { raw: '小明', name: '小明' },
  ])('keeps $raw as $name', ({ raw, name }) => {
    expect(playerName(raw)).toBe(name);
  });

  it.each([
    { why: 'empty', raw: '' },
    { why: 'only spaces', raw: '    ' },
    { why: '25 characters', raw: 'x'.repeat(25) },
    { why: '25 emoji', raw: '🎉'.repeat(25) },
    { why: '25 families', raw: '👨‍👩‍👧‍👦'.repeat(25) },
    { why: 'a newline', raw: 'Ann\nMarie' },
    { why: 'a tab', raw: 'Ann\tMarie' },
    { why: 'a NUL', raw: 'Ann\u0000' },
    { why: 'DEL', raw: 'Ann\u007f' },
    { why: 'a C1 control', raw: 'Ann\u0085' },
    { why: 'a right-to-left override', raw: 'Ann\u202eevil' },
    { why: 'a bidi isolate', raw: '\u2066Ann' },
    { why: 'a megabyte', raw: 'x'.repeat(1_000_000) },
  ])('refuses $why', ({ raw }) => {
    expect(PLAYER_NAME_MAX).toBe(24);
    expect(playerName(raw)).toBeNull();
  });

  it.each([null, undefined, 42, ['Ann'], { name: 'Ann' }, true])('refuses %o: not a string', (raw) => {
    expect(playerName(raw)).toBeNull();
  });
});

describe('nextColour', () => {
  it('gives the first colour no one present has', () => {
    expect(nextColour([])).toBe(PLAYER_COLOURS[0]);
    expect(nextColour([PLAYER_COLOURS[0], PLAYER_COLOURS[1]])).toBe(PLAYER_COLOURS[2]);
    expect(nextColour([PLAYER_COLOURS[1], PLAYER_COLOURS[3]])).toBe(PLAYER_COLOURS[0]); // a colour freed by one who left
  });

  it('gives twenty players twenty distinct colours', () => {
    const taken: string[] = [];
    for (let player = 0; player < PARTY_MAX_PLAYERS; player++) taken.push(nextColour(taken));
    expect(new Set(taken).size).toBe(20);
    expect(taken.every((colour) => /^#[0-9a-f]{6}$/.test(colour))).toBe(true);
  });

  it('comes round again once all twenty are taken', () => {
    expect(PLAYER_COLOURS).toContain(nextColour([...PLAYER_COLOURS]));
  });
});
