import type { CardType } from '../../../game/rules/cards';
import type { Motif } from './shapes';

/**
 * Which motifs a card is scattered with. The card type sets the theme; the tone and
 * a few words of the sender's description add to it, so "a winter night full of
 * stars" shows stars and snowflakes even on a greeting card.
 */

const BY_CARD_TYPE: Record<CardType, readonly Motif[]> = {
  invitation: ['balloon', 'balloon', 'hat', 'star', 'sparkle'],
  greeting: ['balloon', 'flower', 'flower', 'star', 'sparkle'],
  anniversary: ['heart', 'heart', 'rings', 'sparkle', 'flower'],
  holiday: ['snowflake', 'snowflake', 'star', 'bauble', 'tree'],
  coupon: ['ticket', 'tag', 'coin', 'star', 'sparkle'],
};

// Whole words only, so "start" does not summon stars (and "ice cream" brings no snow).
const BY_WORD: readonly (readonly [RegExp, Motif])[] = [
  [/\b(love|loves|loving|heart|hearts|valentine|kiss|wedding|romance)\b/i, 'heart'],
  [/\b(star|stars|starry|night|sky|space|galaxy|moon)\b/i, 'star'],
  [/\b(snow|snowy|winter|christmas|xmas|frost|frosty|icy)\b/i, 'snowflake'],
  [/\b(flower|flowers|garden|spring|rose|roses|bloom|blossom|meadow|tulips?)\b/i, 'flower'],
  [/\b(balloon|balloons|party|birthday|celebrate|celebration)\b/i, 'balloon'],
  [/\b(tree|trees|forest|pine|christmas)\b/i, 'tree'],
  [/\b(sale|discount|offer|deal|coupon|voucher|shop)\b/i, 'tag'],
  [/\b(ring|rings|engagement|married|marry)\b/i, 'rings'],
];

export function motifsFor(cardType: CardType, tone: string, prompt: string): Motif[] {
  const motifs: Motif[] = [...BY_CARD_TYPE[cardType]];
  if (tone === 'romantic' && !motifs.includes('heart')) motifs.push('heart');
  for (const [words, motif] of BY_WORD) {
    if (words.test(prompt)) motifs.push(motif); // a mentioned motif appears more often, even if already themed
  }
  return motifs;
}

/** The caption when the sender gave no occasion. */
export const CARD_TYPE_CAPTIONS: Record<CardType, string> = {
  invitation: "You're invited",
  greeting: 'Warm wishes',
  anniversary: 'Happy Anniversary',
  holiday: 'Happy Holidays',
  coupon: 'Special offer',
};
