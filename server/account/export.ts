import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { kindOf } from '../puzzles/context';
import { keptPicturesOf } from '../repos/account-data';
import type { AccountContext } from './context';
import { accountDataParts } from './data-parts';

/**
 * "Export my data": a zip streamed as it is made. One `<part>.json` per registered data part
 * (account, sessions, passkeys, gifts, contacts, coin ledger…), then `photos/<name>` for each
 * picture of the account's gifts and cards still kept. Photos are stored as they are (already
 * compressed) and copied chunk by chunk, waiting whenever the reader is behind, so a large
 * export never sits in memory. An error midway ends the stream with it (the download fails).
 */
export function exportAccountZip(ctx: AccountContext, userId: string): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  writeEntries(ctx, userId, zip, out).catch((error: unknown) => {
    zip.terminate();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

async function writeEntries(ctx: AccountContext, userId: string, zip: Zip, out: PassThrough): Promise<void> {
  for (const part of accountDataParts) {
    const data = await part.export(ctx.db, userId);
    const entry = new ZipDeflate(`${part.name}.json`, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(`${JSON.stringify(data, null, 2)}\n`), true);
    await drained(out);
  }
  for (const photo of await keptPicturesOf(ctx.db, userId)) {
    const file = await ctx.storage.open(kindOf(ctx.puzzles, photo).folder, photo.imageFile);
    if (!file) continue; // gone meanwhile (retention, a take-down): nothing to give
    const entry = new ZipPassThrough(`photos/${photo.imageFile}`);
    zip.add(entry);
    for await (const chunk of file.stream) {
      entry.push(chunk as Uint8Array);
      await drained(out);
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
}

/** Waits while the reader has more than the stream's buffer to take. */
async function drained(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}
