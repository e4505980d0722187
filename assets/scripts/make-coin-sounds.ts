/**
 * Synthesises the two coin sounds of the daily games (SPEC: "coin pour, register"), so the
 * project ships no third-party audio, and encodes them as small mono MP3s:
 *   assets/public/audio/coin-pour.mp3  many small coins clinking into a pile
 *   assets/public/audio/register.mp3   a cash register: the drawer's clack, then its bell
 * Served at /audio/…; played by client/components/CoinBadge.tsx when coins are earned.
 * Run: node --import tsx assets/scripts/make-coin-sounds.ts (needs `lame`, see mp3.ts)
 * Deterministic (seeded): the same bytes on every run with the same LAME.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom, type Random } from '../../game/rules/random';
import { encodeMp3 } from './mp3';
import { encodeWav, SAMPLE_RATE } from './wav';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/audio');

/** A short metallic ring: inharmonic partials (as a struck coin has) with a fast decay. */
function addClink(out: Float32Array, start: number, frequency: number, volume: number, decay: number): void {
  const partials = [
    [1, 1],
    [2.76, 0.5],
    [5.4, 0.25],
    [8.93, 0.12],
  ] as const;
  const first = Math.floor(start * SAMPLE_RATE);
  const count = Math.min(out.length - first, Math.floor(0.25 * SAMPLE_RATE));
  for (let i = 0; i < count; i++) {
    const t = i / SAMPLE_RATE;
    const envelope = Math.min(1, t / 0.0015) * Math.exp(-decay * t);
    let value = 0;
    for (const [multiple, gain] of partials) value += gain * Math.sin(2 * Math.PI * frequency * multiple * t);
    out[first + i]! += volume * envelope * value;
  }
}

/** A burst of filtered noise: the mechanical part of the register. */
function addClack(out: Float32Array, start: number, duration: number, volume: number, random: Random): void {
  const first = Math.floor(start * SAMPLE_RATE);
  const count = Math.min(out.length - first, Math.floor(duration * SAMPLE_RATE));
  let low = 0;
  for (let i = 0; i < count; i++) {
    const t = i / SAMPLE_RATE;
    low += 0.35 * (random() * 2 - 1 - low); // one-pole low-pass: a thud rather than a hiss
    out[first + i]! += volume * Math.exp(-40 * t) * low;
  }
}

function coinPour(): Float32Array {
  const random = seededRandom(20_240_501);
  const out = new Float32Array(Math.ceil(1.1 * SAMPLE_RATE));
  // Coins land thick at first and thin out, each a little quieter than the last.
  let time = 0;
  for (let n = 0; n < 38; n++) {
    const frequency = 2400 + random() * 2600;
    addClink(out, time, frequency, 0.16 * (1 - n / 50), 28 + random() * 20);
    time += 0.01 + random() * 0.03 * (1 + n / 18);
    if (time > 0.85) break;
  }
  return out;
}

function register(): Float32Array {
  const random = seededRandom(1_884);
  const out = new Float32Array(Math.ceil(1.2 * SAMPLE_RATE));
  addClack(out, 0, 0.08, 0.9, random); // the key
  addClack(out, 0.11, 0.12, 1, random); // the drawer
  // The bell: two close strikes of a bright bell, ringing out.
  for (const [start, volume] of [
    [0.16, 0.3],
    [0.19, 0.22],
  ] as const) {
    const first = Math.floor(start * SAMPLE_RATE);
    for (let i = 0; first + i < out.length; i++) {
      const t = i / SAMPLE_RATE;
      const envelope = Math.min(1, t / 0.002) * Math.exp(-3.2 * t);
      const value = Math.sin(2 * Math.PI * 2093 * t) + 0.45 * Math.sin(2 * Math.PI * 2093 * 2.4 * t) + 0.2 * Math.sin(2 * Math.PI * 2093 * 4.1 * t);
      out[first + i]! += volume * envelope * value;
    }
  }
  return out;
}

/** Scales the loudest sample to 0.9, so a layered sound never clips. */
function normalise(samples: Float32Array): Float32Array {
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0) || 1;
  const gain = Math.min(1, 0.9 / peak);
  return samples.map((sample) => sample * gain);
}

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const [name, samples] of [
  ['coin-pour', coinPour()],
  ['register', register()],
] as const) {
  const file = path.join(OUT_DIR, `${name}.mp3`);
  const bytes = encodeMp3(encodeWav(normalise(samples)));
  fs.writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}: ${bytes.length} bytes`);
}
