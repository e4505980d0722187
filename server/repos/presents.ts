import type { Db } from '../db/open';
import '../store/tables';

/** A present of the gift store as stored. */
export interface Present {
  id: string;
  title: string;
  imageFile: string; // under presents/ in storage
  priceText: string;
  retailerUrl: string; // untagged, as the admin entered it
  active: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface PresentWithClicks extends Present {
  clicks: number;
}

export type PresentFields = Pick<Present, 'title' | 'priceText' | 'retailerUrl' | 'active'>;

type PresentRow = {
  id: string;
  title: string;
  image_file: string;
  price_text: string;
  retailer_url: string;
  active: 0 | 1;
  created_at: number;
  updated_at: number;
};

function toPresent(row: PresentRow): Present {
  return {
    id: row.id,
    title: row.title,
    imageFile: row.image_file,
    priceText: row.price_text,
    retailerUrl: row.retailer_url,
    active: Number(row.active) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function insertPresent(db: Db, present: Present): Promise<void> {
  await db
    .insertInto('presents')
    .values({
      id: present.id,
      title: present.title,
      image_file: present.imageFile,
      price_text: present.priceText,
      retailer_url: present.retailerUrl,
      active: present.active ? 1 : 0,
      created_at: present.createdAt,
      updated_at: present.updatedAt,
    })
    .execute();
  await db.insertInto('present_clicks').values({ present_id: present.id, clicks: 0 }).execute();
}

/** Changes the text fields, and the picture when `imageFile` is given. */
export async function updatePresent(db: Db, id: string, fields: PresentFields, imageFile: string | null, now: number): Promise<void> {
  await db
    .updateTable('presents')
    .set({
      title: fields.title,
      price_text: fields.priceText,
      retailer_url: fields.retailerUrl,
      active: fields.active ? 1 : 0,
      updated_at: now,
      ...(imageFile ? { image_file: imageFile } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function findPresent(db: Db, id: string): Promise<Present | null> {
  const row = await db.selectFrom('presents').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPresent(row) : null;
}

/** What senders may pick from: the active presents, newest first. */
export async function activePresents(db: Db): Promise<Present[]> {
  const rows = await db.selectFrom('presents').selectAll().where('active', '=', 1).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toPresent);
}

/** The admin's catalogue: every present with its clicks, newest first. */
export async function allPresentsWithClicks(db: Db): Promise<PresentWithClicks[]> {
  const rows = await db
    .selectFrom('presents')
    .leftJoin('present_clicks', 'present_clicks.present_id', 'presents.id')
    .selectAll('presents')
    .select('present_clicks.clicks')
    .orderBy('presents.created_at', 'desc')
    .orderBy('presents.id')
    .execute();
  return rows.map((row) => ({ ...toPresent(row), clicks: Number(row.clicks ?? 0) }));
}

/** One more follow of the present's link: a single UPDATE, so parallel clicks all count. */
export async function countPresentClick(db: Db, id: string): Promise<void> {
  await db.updateTable('present_clicks').set((eb) => ({ clicks: eb('clicks', '+', 1) })).where('present_id', '=', id).execute();
}

/** Attaches a present to a puzzle (a gift or card); call in the puzzle's create transaction. */
export async function attachPresent(db: Db, puzzleId: string, presentId: string): Promise<void> {
  await db.insertInto('puzzle_presents').values({ puzzle_id: puzzleId, present_id: presentId }).execute();
}

/** The present a puzzle carries, active or not (a gift keeps what its sender picked), or null. */
export async function presentOfPuzzle(db: Db, puzzleId: string): Promise<Present | null> {
  const row = await db
    .selectFrom('puzzle_presents')
    .innerJoin('presents', 'presents.id', 'puzzle_presents.present_id')
    .selectAll('presents')
    .where('puzzle_presents.puzzle_id', '=', puzzleId)
    .executeTakeFirst();
  return row ? toPresent(row) : null;
}
