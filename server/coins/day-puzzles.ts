import { SCHEDULE_MESSAGES } from '../../contract/daily';
import { pictureStart } from '../../game/rules/daily-deal';
import { FALLBACK_WORD } from '../../game/rules/word';
import { mediaUrl } from '../daily/days';
import { dailyLibrary } from '../daily/library/index';
import { landscapeSvg } from '../daily/library/painter/landscape';
import { fileNameOf, LIBRARY_FOLDER } from '../daily/library/picture-store';
import type { Db } from '../db/open';
import { notFound } from '../http-error';
import { findPicture } from '../repos/puzzle-schedule';
import { findWord } from '../repos/word-schedule';

/**
 * The day's deal of each daily game exactly as GET /api/daily/{word,picture} serves it
 * (routes/daily/play.ts): the admin's schedule, else the library's entry, else the fallback
 * word / no picture. The picture's deal is seeded by its URL, and a library picture's URL
 * names the hash of its drawing, so it is computed here without painting or storing it.
 */
export interface DayPuzzles {
  word(date: string): Promise<{ word: string; shuffled: string }>;
  /** The day's shuffled start; 404 'no-picture' when nothing is played that day. */
  pictureStart(date: string): Promise<number[]>;
}

export function createDayPuzzles(db: Db, libraryOn: boolean): DayPuzzles {
  const library = dailyLibrary(libraryOn);
  const libraryUrls = new Map<string, string>(); // date → URL: drawing the SVG again each claim would be waste

  function libraryUrl(date: string): string | null {
    const known = libraryUrls.get(date);
    if (known) return known;
    const picture = library.picture(date);
    if (!picture) return null;
    const url = mediaUrl(`${LIBRARY_FOLDER}/${fileNameOf(picture, landscapeSvg(picture.scene))}`);
    if (libraryUrls.size > 64) libraryUrls.clear(); // a few days are ever asked for
    libraryUrls.set(date, url);
    return url;
  }

  return {
    async word(date) {
      const entry = (await findWord(db, date)) ?? library.word(date) ?? FALLBACK_WORD;
      return { word: entry.word, shuffled: entry.shuffled };
    },
    async pictureStart(date) {
      const scheduled = await findPicture(db, date);
      const url = scheduled ? mediaUrl(scheduled.imagePath) : libraryUrl(date);
      if (!url) throw notFound(SCHEDULE_MESSAGES.noPicture, 'no-picture');
      return pictureStart(date, url);
    },
  };
}
