import type { CardType } from '../../game/rules/cards';
import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { CardRow } from '../db/tables';

/** What a card adds to its puzzle row. */
export interface Card {
  puzzleId: string;
  cardType: CardType;
  occasion: string;
  eventDate: string | null; // 'YYYY-MM-DD'
  tone: string;
  imagePrompt: string; // what its picture was made from
}

export function insertCard(db: Db, card: Card): void {
  const row: CardRow = {
    puzzle_id: card.puzzleId,
    card_type: card.cardType,
    occasion: card.occasion,
    event_date: card.eventDate,
    tone: card.tone,
    image_prompt: card.imagePrompt,
  };
  statement(db, `INSERT INTO cards (puzzle_id, card_type, occasion, event_date, tone, image_prompt)
    VALUES (@puzzle_id, @card_type, @occasion, @event_date, @tone, @image_prompt)`).run(row);
}

export function findCard(db: Db, puzzleId: string): Card | undefined {
  const row = statement(db, `SELECT * FROM cards WHERE puzzle_id = ?`).get(puzzleId) as CardRow | undefined;
  return (
    row && {
      puzzleId: row.puzzle_id,
      cardType: row.card_type,
      occasion: row.occasion,
      eventDate: row.event_date,
      tone: row.tone,
      imagePrompt: row.image_prompt,
    }
  );
}
