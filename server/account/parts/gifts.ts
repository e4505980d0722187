import type { AccountDataPart } from '../data-parts';

/**
 * The gifts and cards an account sent. Deleting the account does not delete their rows
 * (their links must say what happened); the deletion service blanks them (see ../delete).
 * This part exports them; its erase only detaches them from the account.
 */
export const giftsPart: AccountDataPart = {
  name: 'gifts',
  async export(db, userId) {
    const rows = await db
      .selectFrom('puzzles as p')
      .leftJoin('cards as c', 'c.puzzle_id', 'p.id')
      .select([
        'p.id', 'p.kind', 'p.message', 'p.sender_name', 'p.recipient_name', 'p.recipient_email', 'p.image_file',
        'p.created_at', 'p.send_at', 'p.solved_at', 'p.cancelled_at', 'p.puzzle_type', 'p.pieces', 'p.expired_at', 'p.removed_at',
        'c.card_type', 'c.occasion', 'c.event_date', 'c.tone',
      ])
      .where('p.owner_user_id', '=', userId)
      .orderBy('p.created_at')
      .execute();
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      senderName: row.sender_name,
      recipientName: row.recipient_name,
      recipientEmail: row.recipient_email,
      // The zip's copy of the picture (server/account/export.ts), while the gift still keeps one.
      photo: row.image_file && row.expired_at === null && row.removed_at === null ? `photos/${row.image_file}` : null,
      puzzleType: row.puzzle_type,
      pieces: row.pieces,
      card: row.card_type ? { type: row.card_type, occasion: row.occasion, eventDate: row.event_date, tone: row.tone } : null,
      createdAt: iso(row.created_at),
      sendAt: iso(row.send_at),
      solvedAt: iso(row.solved_at),
      cancelledAt: iso(row.cancelled_at),
    }));
  },
  async erase(trx, userId) {
    await trx.updateTable('puzzles').set({ owner_user_id: null }).where('owner_user_id', '=', userId).execute();
  },
};
