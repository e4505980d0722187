import type { Db } from '../db/open';
import type { WordScheduleRow } from '../db/tables';

/** One scheduled daily word. Word and shuffled are stored upper-case. */
export interface WordOfTheDay {
  date: string; // 'YYYY-MM-DD', a UTC day
  word: string;
  shuffled: string;
  definition: string;
  sentence: string;
  quote: string;
  updatedAt: number; // ms since epoch
}

function toWord(row: WordScheduleRow): WordOfTheDay {
  const { date, word, shuffled, definition, sentence, quote } = row;
  return { date, word, shuffled, definition, sentence, quote, updatedAt: row.updated_at };
}

export async function findWord(db: Db, date: string): Promise<WordOfTheDay | undefined> {
  const row = await db.selectFrom('word_schedule').selectAll().where('date', '=', date).executeTakeFirst();
  return row && toWord(row);
}

/** Inserts or replaces the word of a day. */
export async function saveWord(db: Db, entry: WordOfTheDay): Promise<void> {
  const { date, word, shuffled, definition, sentence, quote } = entry;
  const row: WordScheduleRow = { date, word, shuffled, definition, sentence, quote, updated_at: entry.updatedAt };
  const { date: _key, ...changes } = row;
  await db
    .insertInto('word_schedule')
    .values(row)
    .onConflict((conflict) => conflict.column('date').doUpdateSet(changes))
    .execute();
}

/** True when a row was deleted. */
export async function deleteWord(db: Db, date: string): Promise<boolean> {
  const result = await db.deleteFrom('word_schedule').where('date', '=', date).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The scheduled words of the days from `first` to `last` inclusive (keys sort as dates). */
export async function wordsBetween(db: Db, first: string, last: string): Promise<Pick<WordOfTheDay, 'date' | 'word'>[]> {
  return db.selectFrom('word_schedule').select(['date', 'word']).where('date', '>=', first).where('date', '<=', last).orderBy('date').execute();
}
