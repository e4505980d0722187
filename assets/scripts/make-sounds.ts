/**
 * Synthesises the board sounds, so the project ships no third-party audio, and encodes them as
 * small mono MP3s: assets/public/audio/{swap,solve,trace-good,trace-miss,coin,snap}.mp3 (served at /audio/…).
 * Run: node --import tsx assets/scripts/make-sounds.ts [name…] (needs `lame`, see mp3.ts); names limit it to those sounds.
 * Deterministic: the same bytes on every run with the same LAME.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeMp3 } from './mp3';
import { encodeWav, SAMPLE_RATE } from './wav';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/audio');

/** A sine note with a few partials, a short attack and an exponential decay. */
interface Note {
  start: number; // seconds
  duration: number;
  frequency: number; // Hz at the start
  endFrequency?: number; // glides linearly to this
  volume: number; // 0..1
  decay: number; // larger = dies away faster
  partials?: readonly (readonly [multiple: number, gain: number])[];
}

function render(notes: readonly Note[]): Float32Array {
  const length = Math.max(...notes.map((n) => n.start + n.duration));
  const samples = new Float32Array(Math.ceil(length * SAMPLE_RATE));
  for (const note of notes) {
    const first = Math.floor(note.start * SAMPLE_RATE);
    const count = Math.floor(note.duration * SAMPLE_RATE);
    const partials = note.partials ?? [[1, 1]];
    let phase = 0;
    for (let i = 0; i < count && first + i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      const progress = i / count;
      const frequency = note.frequency + ((note.endFrequency ?? note.frequency) - note.frequency) * progress;
      phase += (2 * Math.PI * frequency) / SAMPLE_RATE;
      const attack = Math.min(1, t / 0.004); // 4 ms fade-in avoids a click
      const release = Math.min(1, (count - i) / (0.01 * SAMPLE_RATE)); // 10 ms fade-out
      const envelope = attack * release * Math.exp(-note.decay * t);
      let value = 0;
      for (const [multiple, gain] of partials) value += gain * Math.sin(phase * multiple);
      samples[first + i]! += note.volume * envelope * value;
    }
  }
  return samples;
}


const BELL = [[1, 1], [2, 0.35], [3, 0.12]] as const;

const SOUNDS: Record<string, readonly Note[]> = {
  // A short wooden "tock" that drops in pitch: two tiles trading places.
  swap: [
    { start: 0, duration: 0.09, frequency: 900, endFrequency: 520, volume: 0.55, decay: 45, partials: [[1, 1], [2.7, 0.2]] },
  ],
  // A rising major arpeggio (C5 E5 G5 C6) with bell partials: the picture is complete.
  solve: [523.25, 659.25, 783.99, 1046.5].map((frequency, i) => ({
    start: i * 0.11,
    duration: 0.9 - i * 0.05,
    frequency,
    volume: 0.28,
    decay: 4.5,
    partials: BELL,
  })),
  // Tracing: a stroke done right: a soft rising pair of bell notes (E5, B5).
  'trace-good': [
    { start: 0, duration: 0.14, frequency: 659.25, volume: 0.24, decay: 12, partials: BELL },
    { start: 0.09, duration: 0.32, frequency: 987.77, volume: 0.24, decay: 8, partials: BELL },
  ],
  // Tracing: not quite: a gentle, low, falling hum (a child should never hear a buzzer).
  'trace-miss': [{ start: 0, duration: 0.28, frequency: 330, endFrequency: 262, volume: 0.2, decay: 7, partials: [[1, 1], [2, 0.15]] }],
  // The classic two-step coin (B5 then E6).
  coin: [
    { start: 0, duration: 0.08, frequency: 987.77, volume: 0.35, decay: 6, partials: [[1, 1], [3, 0.15]] },
    { start: 0.08, duration: 0.35, frequency: 1318.51, volume: 0.35, decay: 9, partials: [[1, 1], [3, 0.15]] },
  ],
  // Jigsaw: two pieces click together: a bright, very short click over a soft low knock.
  snap: [
    { start: 0, duration: 0.035, frequency: 2400, endFrequency: 1500, volume: 0.35, decay: 110, partials: [[1, 1], [1.7, 0.4]] },
    { start: 0.004, duration: 0.09, frequency: 420, endFrequency: 300, volume: 0.45, decay: 55, partials: [[1, 1], [2.3, 0.25]] },
  ],
};

// Names on the command line limit the run to those sounds (the others keep their bytes).
const wanted = new Set(process.argv.slice(2));

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const [name, notes] of Object.entries(SOUNDS)) {
  if (wanted.size > 0 && !wanted.has(name)) continue;
  const file = path.join(OUT_DIR, `${name}.mp3`);
  const bytes = encodeMp3(encodeWav(render(notes)));
  fs.writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}: ${bytes.length} bytes`);
}
