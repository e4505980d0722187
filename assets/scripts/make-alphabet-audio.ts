/**
 * Speaks every clip of the children's alphabet (SPEC section 7, call 15) into a small MP3 at
 * clipPath(clip) under assets/public/ (so /assets/audio/a_prompt_female.mp3 is
 * assets/public/assets/audio/a_prompt_female.mp3), saying exactly clipText(clip) from
 * game/rules/letters.ts, the text the page shows as captions.
 *
 * Offline speech synthesis from Debian packages, run at commit time only (the output is
 * committed; npm start and the tests never run this). It needs:
 *   apt-get install -y festival festvox-us-slt-hts flite sox ffmpeg lame
 *
 * Voices (compared with festvox-kallpc16k, festvox-kdlpc16k and flite's slt, awb, kal16):
 * - female (and the intros): Festival with CMU ARCTIC "slt" as an HTS voice (festvox-us-slt-hts),
 *   the most natural English voice Debian packages;
 * - male: Flite's CMU ARCTIC "rms" clustergen voice, a US male, the clearest male voice Debian has
 *   (there is no male HTS voice in Debian; the kal/ked diphone voices sound robotic).
 *
 * Each sentence is synthesised on its own (so "…the letter S. S is for sun." pauses after the
 * first S, not before it) a little slower than normal, and joined with a short pause; a letter
 * A that names the letter is given to the synthesisers as "Ay" (both read "A is for apple" as
 * "uh is for apple"), and the article A as "a". Then: leading and trailing silence trimmed, mono
 * 24 kHz, loudness brought to -16 LUFS (EBU R128, measured by ffmpeg) with a peak limiter at
 * -1.5 dBFS, so every clip plays at the same level, and LAME at 40 kbit/s (about 5 KB a second).
 *
 * Run: node --import tsx assets/scripts/make-alphabet-audio.ts [letters…]
 * With letters (e.g. `a b instructions`) it remakes only those clips. Re-runnable: it overwrites,
 * and deterministic: the same bytes on every run with the same Debian packages (sox -R).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { allClips, clipPath, clipText, type Clip, type Voice } from '../../game/rules/letters';

const run = promisify(execFile);
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const SAMPLE_RATE = 24_000;
const LOUDNESS_TARGET = -16; // LUFS: every clip plays at the same level
const PEAK_CEILING = 0.84; // -1.5 dBFS
const BITRATE = 40; // kbit/s
const SENTENCE_GAP = 0.35; // seconds of silence between sentences
const PARALLEL = Math.max(1, Math.min(4, os.cpus().length));

/**
 * How fast each kind of clip is spoken: below 1 is slower (children's prompts are a little slow,
 * a word on its own slower still). HTS slows down through its duration model and stays natural;
 * Flite's clustergen voice only stretches its frames and slurs beyond a few percent, so less.
 */
const SPEED: Record<Voice, Record<Clip['kind'], number>> = {
  female: { instructions: 0.92, prompt: 0.9, word: 0.8, intro: 0.88 },
  male: { instructions: 0.96, prompt: 0.95, word: 0.88, intro: 0.95 },
};

/** The synthesiser of each voice: writes one sentence to a WAV file. */
const SYNTHESISE: Record<Voice, (sentence: string, speed: number, wav: string, dir: string) => Promise<void>> = {
  async female(sentence, speed, wav, dir) {
    const text = path.join(dir, `${path.basename(wav)}.txt`);
    fs.writeFileSync(text, sentence + '\n');
    // hts_engine's -r is the speech rate (1 = normal); festival's Duration_Stretch does not reach HTS voices.
    await run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-eval', `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${speed}))))`, text, '-o', wav]);
  },
  async male(sentence, speed, wav) {
    await run('flite', ['-voice', 'rms', '--setf', `duration_stretch=${(1 / speed).toFixed(3)}`, '-t', sentence, '-o', wav]);
  },
};

/** Intros have no voice in their name: they use the default, female, voice. */
function voiceOf(clip: Clip): Voice {
  return clip.kind === 'intro' ? 'female' : clip.voice;
}

/**
 * The sentences of a clip as the synthesisers should read them: the same words as clipText,
 * one sentence at a time, with the letter A spelled "Ay" and the article A written "a" (Festival
 * reads a capital "A" before a noun as the letter).
 */
function spokenSentences(clip: Clip): string[] {
  let text = clipText(clip);
  // In A's clips every capital A is the letter; elsewhere it is the article ("A piece in the right place").
  text = 'letter' in clip && clip.letter === 'a' ? text.replace(/\bA\b/g, 'Ay') : text.replace(/\bA\b/g, 'a');
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');
}

interface Made {
  file: string;
  seconds: number;
  bytes: number;
  lufs: number;
}

/**
 * Integrated loudness (LUFS, EBU R128) of a WAV. A word alone is shorter than the meter's
 * gating needs, so the clip is measured played five times over, which has the same loudness.
 */
async function loudness(wav: string, dir: string): Promise<number> {
  const repeated = path.join(dir, `${path.basename(wav, '.wav')}-x5.wav`);
  await run('sox', ['-R', wav, repeated, 'repeat', '4']);
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-i', repeated, '-af', 'ebur128', '-f', 'null', '-']);
  const summary = stderr.slice(stderr.lastIndexOf('Integrated loudness:'));
  const lufs = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  if (!Number.isFinite(lufs) || lufs <= -70) throw new Error(`${wav}: no loudness measured`);
  return lufs;
}

async function soxStat(file: string): Promise<{ seconds: number; peak: number; rms: number }> {
  const { stderr } = await run('sox', ['-R', file, '-n', 'stat']);
  const value = (label: string) => Number(new RegExp(`${label}:\\s+(-?[\\d.]+)`).exec(stderr)?.[1] ?? NaN);
  return { seconds: value('Length \\(seconds\\)'), peak: value('Maximum amplitude'), rms: value('RMS\\s+amplitude') };
}

async function make(clip: Clip, dir: string): Promise<Made> {
  const name = path.basename(clipPath(clip), '.mp3');
  const voice = voiceOf(clip);
  const sentences = spokenSentences(clip);

  // 1. Each sentence to its own WAV, resampled to mono 24 kHz with its silence trimmed.
  const parts: string[] = [];
  for (const [i, sentence] of sentences.entries()) {
    const raw = path.join(dir, `${name}-${i}-raw.wav`);
    const part = path.join(dir, `${name}-${i}.wav`);
    await SYNTHESISE[voice](sentence, SPEED[voice][clip.kind], raw, dir);
    // Trim: drop everything quieter than -60 dB (HTS's f and s are as quiet as -50 dB) before the first and after the last sound.
    await run('sox', ['-R', raw, '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', part, 'gain', '-6', 'highpass', '60', 'silence', '1', '0.01', '-60d', 'reverse', 'silence', '1', '0.01', '-60d', 'reverse']);
    parts.push(part);
  }

  // 2. Joined with short pauses, and a little air at both ends so the start is never cut off.
  const gap = path.join(dir, `${name}-gap.wav`);
  await run('sox', ['-R', '-n', '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', gap, 'trim', '0', String(SENTENCE_GAP)]);
  const joined = path.join(dir, `${name}-joined.wav`);
  const sequence = parts.flatMap((part, i) => (i === 0 ? [part] : [gap, part]));
  await run('sox', ['-R', ...sequence, joined, 'pad', '0.05', '0.12']);

  // 3. Loudness: the gain that brings it to the target, through a limiter so the few loudest peaks
  //    stay under the ceiling instead of clipping (TTS speech peaks ~17 dB above its loudness).
  //    Limiting lowers the loudness a little, so a second pass makes up the difference.
  const normalised = path.join(dir, `${name}-loud.wav`);
  const amplify = (gain: number) => {
    const filter = `volume=${gain.toFixed(2)}dB,alimiter=limit=${PEAK_CEILING}:attack=3:release=60:level=false:latency=true,aresample=${SAMPLE_RATE}`;
    return run('ffmpeg', ['-hide_banner', '-nostats', '-loglevel', 'error', '-y', '-i', joined, '-af', filter, '-ac', '1', '-c:a', 'pcm_s16le', normalised]);
  };
  const gain = LOUDNESS_TARGET - (await loudness(joined, dir));
  await amplify(gain);
  await amplify(gain + LOUDNESS_TARGET - (await loudness(normalised, dir)));

  // 4. Sanity: sound, not silence; not clipped; a sensible length.
  const stat = await soxStat(normalised);
  if (!(stat.rms > 0.02)) throw new Error(`${name}: almost silent (RMS ${stat.rms})`);
  if (!(stat.peak < 0.999)) throw new Error(`${name}: clipped (peak ${stat.peak})`);
  const words = clipText(clip).split(/\s+/).length;
  if (!(stat.seconds > 0.3 && stat.seconds < 1.2 + words * 0.8)) throw new Error(`${name}: ${stat.seconds} s for ${words} words`);

  // 5. MP3: mono 24 kHz at 40 kbit/s (lowpass ~10.5 kHz, so the s and f of the words stay crisp),
  //    no tags: the file starts with an MPEG frame.
  const output = path.join(PUBLIC_DIR, '.' + clipPath(clip));
  fs.mkdirSync(path.dirname(output), { recursive: true });
  await run('lame', ['--quiet', '-m', 'm', '-b', String(BITRATE), '--noreplaygain', normalised, output]);
  return { file: path.relative(process.cwd(), output), seconds: stat.seconds, bytes: fs.statSync(output).size, lufs: await loudness(normalised, dir) };
}

for (const [tool, args] of [['text2wave', ['-h']], ['flite', ['-lv']], ['sox', ['--version']], ['ffmpeg', ['-version']], ['lame', ['--version']]] as const) {
  await run(tool, [...args]).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') return; // present (some print their help with a non-zero status)
    console.error(`${tool} is missing: apt-get install -y festival festvox-us-slt-hts flite sox ffmpeg lame`);
    process.exit(1);
  });
}

const only = process.argv.slice(2).map((arg) => arg.toLowerCase());
const clips = allClips().filter((clip) => only.length === 0 || only.includes('letter' in clip ? clip.letter : clip.kind));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alphabet-audio-'));
try {
  const made: Made[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < clips.length) {
        const clip = clips[next++]!;
        const result = await make(clip, dir);
        made.push(result);
        console.log(`${result.file}  ${result.seconds.toFixed(2)} s  ${(result.bytes / 1024).toFixed(1)} KB  ${result.lufs.toFixed(1)} LUFS  "${clipText(clip)}" (${voiceOf(clip)})`);
      }
    }),
  );
  const bytes = made.reduce((sum, m) => sum + m.bytes, 0);
  console.log(`${made.length} clips, ${(bytes / 1024).toFixed(1)} KB in all`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
