import type { Db } from '../db/open';
import { statement } from '../db/statements';
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

export function findWord(db: Db, date: string): WordOfTheDay | undefined {
  const row = statement(db, `SELECT * FROM word_schedule WHERE date = ?`).get(date) as WordScheduleRow | undefined;
  return row && toWord(row);
}

/** Inserts or replaces the word of a day. */
export function saveWord(db: Db, entry: WordOfTheDay): void {
  const { date, word, shuffled, definition, sentence, quote } = entry;
  const row: WordScheduleRow = { date, word, shuffled, definition, sentence, quote, updated_at: entry.updatedAt };
  statement(db,
    `INSERT INTO word_schedule (date, word, shuffled, definition, sentence, quote, updated_at)
     VALUES (@date, @word, @shuffled, @definition, @sentence, @quote, @updated_at)
     ON CONFLICT (date) DO UPDATE SET word = excluded.word, shuffled = excluded.shuffled,
       definition = excluded.definition, sentence = excluded.sentence, quote = excluded.quote,
       updated_at = excluded.updated_at`,
  ).run(row);
}

/** True when a row was deleted. */
export function deleteWord(db: Db, date: string): boolean {
  return statement(db, `DELETE FROM word_schedule WHERE date = ?`).run(date).changes > 0;
}

/** The scheduled words of the days from `first` to `last` inclusive (keys sort as dates). */
export function wordsBetween(db: Db, first: string, last: string): Pick<WordOfTheDay, 'date' | 'word'>[] {
  return statement(db, `SELECT date, word FROM word_schedule WHERE date BETWEEN ? AND ? ORDER BY date`)
    .all(first, last) as Pick<WordScheduleRow, 'date' | 'word'>[];
}
