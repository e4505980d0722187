/**
 * Encodes a generated WAV as a small mono MP3 with LAME, the encoder the alphabet's clips use
 * (make-alphabet-audio.ts). A board sound as 16-bit PCM is 4-53 KB; as MP3 it is a few KB, and
 * every browser plays MP3. Run at commit time only; it needs Debian's `lame` (apt-get install -y lame).
 * LAME is deterministic: the same WAV gives the same bytes with the same LAME version.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Constant bitrate in kbit/s. Not 48: at 22.05 kHz its 156-byte frames are too small for LAME's info
 * frame, and without it browsers play the encoder's 50 ms of leading silence, so a tap's "tock" would
 * lag the tap (56 and up hold it). 64 rather than 56 for the coins' clinks and the register's noise,
 * which MP3 smears first; the seven sounds are still 42 KB in all.
 */
export const BITRATE = 64;

export function encodeMp3(wav: Buffer): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'board-sound-'));
  try {
    const input = path.join(dir, 'in.wav');
    const output = path.join(dir, 'out.mp3');
    fs.writeFileSync(input, wav);
    try {
      // -m m: mono. No ID3 tags; LAME's info frame stays, so browsers trim the encoder's delay and the sound starts on time.
      execFileSync('lame', ['--quiet', '-m', 'm', '-b', String(BITRATE), '--noreplaygain', input, output]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('lame is missing: apt-get install -y lame');
      throw error;
    }
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
