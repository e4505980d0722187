import type { CardType } from '../../game/rules/cards';
import type { Db } from '../db/open';
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

export async function insertCard(db: Db, card: Card): Promise<void> {
  const row: CardRow = {
    puzzle_id: card.puzzleId,
    card_type: card.cardType,
    occasion: card.occasion,
    event_date: card.eventDate,
    tone: card.tone,
    image_prompt: card.imagePrompt,
  };
  await db.insertInto('cards').values(row).execute();
}

export async function findCard(db: Db, puzzleId: string): Promise<Card | undefined> {
  const row = await db.selectFrom('cards').selectAll().where('puzzle_id', '=', puzzleId).executeTakeFirst();
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
