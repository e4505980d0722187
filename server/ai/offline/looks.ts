import { isTone, type Tone } from '../../../game/rules/cards';

/**
 * What each tone looks like: colours, how solid the shapes are, and the typeface of
 * the caption. A tone the product does not know (a sender may type anything) gets
 * the neutral look, so every request still renders.
 */

export interface Typeface {
  family: 'sans-serif' | 'serif'; // generic names: librsvg asks fontconfig, no font files shipped
  weight: 'normal' | 'bold';
  style: 'normal' | 'italic';
  spacing: number; // letter spacing, in em
  widthPerChar: number; // average advance in em, erring wide (DejaVu, Debian's usual match, is a wide face)
}

export interface Look {
  sky: readonly [string, string, string]; // background gradient, corner to corner
  glow: string; // soft pools of light behind everything
  washes: readonly string[]; // the big translucent colour regions
  shapes: readonly string[]; // motifs and confetti
  accent: string; // strings, outlines, the band's edge
  shapeOpacity: readonly [number, number]; // min/max fill opacity of the motifs
  washOpacity: number;
  watercolor: boolean; // lay each wash a few times, slightly shifted, like paint
  vignette: string | null; // darkened edges for moody tones
  frame: string | null; // a keyline border, as on printed stationery
  band: string; // the caption's translucent band
  bandOpacity: number;
  ink: string; // caption colour
  inkShadow: string;
  font: Typeface;
}

const SANS_BOLD: Typeface = { family: 'sans-serif', weight: 'bold', style: 'normal', spacing: 0, widthPerChar: 0.66 };
const SERIF_BOLD: Typeface = { family: 'serif', weight: 'bold', style: 'normal', spacing: 0.04, widthPerChar: 0.7 };

export const LOOKS: Record<Tone, Look> = {
  playful: {
    sky: ['#fff3b0', '#ffc2e2', '#b5f0ff'],
    glow: '#ffffff',
    washes: ['#ff8fab', '#ffc94d', '#5fd8cc', '#a38bff', '#7fe3b0', '#ff9a6b', '#74c7ff'],
    shapes: ['#ff4f81', '#ffb400', '#2ec4b6', '#7b5cff', '#3ddc97', '#ff7a45', '#29a8ff'],
    accent: '#5b2a86',
    shapeOpacity: [0.85, 1],
    washOpacity: 0.4,
    watercolor: false,
    vignette: null,
    frame: null,
    band: '#ffffff',
    bandOpacity: 0.66,
    ink: '#4a1d8f',
    inkShadow: '#ff4f81',
    font: SANS_BOLD,
  },
  dramatic: {
    sky: ['#0b1033', '#2a0f4f', '#5c0b2e'],
    glow: '#7a3cff',
    washes: ['#b3123a', '#5b2a86', '#1d3a8a', '#8c1c5a', '#3b1f7a', '#a0183f'],
    shapes: ['#e8b64c', '#f6d98b', '#d61f4f', '#9b5de5', '#4a6fd8', '#f6d98b'],
    accent: '#f6d98b',
    shapeOpacity: [0.6, 0.95],
    washOpacity: 0.5,
    watercolor: false,
    vignette: '#05050f',
    frame: '#e8b64c',
    band: '#0a0a1e',
    bandOpacity: 0.62,
    ink: '#f6d98b',
    inkShadow: '#000000',
    font: { ...SERIF_BOLD, spacing: 0.06 },
  },
  romantic: {
    sky: ['#fff0f5', '#ffd1c1', '#f9a8c8'],
    glow: '#fffaf0',
    washes: ['#ff9fb5', '#ffc4d3', '#f9b48a', '#e88aa8', '#ffffff', '#d99ac0'],
    shapes: ['#ff5c8a', '#ff8fab', '#f7a072', '#d6336c', '#e879a9', '#b5477e', '#ffb36b'], // no white: a big white shape reads as a hole in the picture
    accent: '#c2185b',
    shapeOpacity: [0.7, 0.95],
    washOpacity: 0.45,
    watercolor: false,
    vignette: null,
    frame: null,
    band: '#ffffff',
    bandOpacity: 0.62,
    ink: '#8a2049',
    inkShadow: '#ffffff',
    font: { ...SERIF_BOLD, style: 'italic', spacing: 0.02 },
  },
  formal: {
    sky: ['#fbf8f0', '#efe7d4', '#ddd5c3'],
    glow: '#ffffff',
    washes: ['#2f3237', '#c9a24a', '#1f2f55', '#e3c77a', '#8a8f99'],
    shapes: ['#1f2f55', '#c9a24a', '#3c4f7a', '#e3c77a', '#b08a2e', '#6d7fa8'],
    accent: '#b08a2e',
    shapeOpacity: [0.75, 0.95],
    washOpacity: 0.14,
    watercolor: false,
    vignette: null,
    frame: '#c9a24a',
    band: '#fffdf6',
    bandOpacity: 0.74,
    ink: '#1f2f55',
    inkShadow: '#c9a24a',
    font: { ...SERIF_BOLD, spacing: 0.08, widthPerChar: 0.72 },
  },
  heartfelt: {
    sky: ['#fde7c2', '#f6c27d', '#a9ddd2'],
    glow: '#fff6e0',
    washes: ['#e8913a', '#2a9d8f', '#f4c56a', '#6cc4b4', '#d66a4f', '#3f8f9c'],
    shapes: ['#e8913a', '#2a9d8f', '#f4c56a', '#6cc4b4', '#d66a4f', '#f7a76c', '#3f8f9c'],
    accent: '#6b3a1a',
    shapeOpacity: [0.5, 0.8],
    washOpacity: 0.22,
    watercolor: true,
    vignette: null,
    frame: null,
    band: '#fff8ea',
    bandOpacity: 0.6,
    ink: '#6b3a1a',
    inkShadow: '#f4c56a',
    font: { ...SERIF_BOLD, weight: 'normal', spacing: 0.01, widthPerChar: 0.64 },
  },
};

/** Friendly sky, mint and sun: fits any occasion when the tone says nothing. */
export const NEUTRAL_LOOK: Look = {
  sky: ['#e0f2fe', '#fef3c7', '#dcfce7'],
  glow: '#ffffff',
  washes: ['#7dd3fc', '#fcd34d', '#6ee7b7', '#c4b5fd', '#fda4af', '#93c5fd'],
  shapes: ['#38bdf8', '#f59e0b', '#34d399', '#a78bfa', '#fb7185', '#2563eb'],
  accent: '#1e3a8a',
  shapeOpacity: [0.75, 0.95],
  washOpacity: 0.4,
  watercolor: false,
  vignette: null,
  frame: null,
  band: '#ffffff',
  bandOpacity: 0.64,
  ink: '#1e293b',
  inkShadow: '#38bdf8',
  font: SANS_BOLD,
};

export function lookForTone(tone: string): Look {
  return isTone(tone) ? LOOKS[tone] : NEUTRAL_LOOK;
}
