import type { AccountDataPart } from '../account/data-parts';

/**
 * The recipients' numbers of an account's gifts and cards sent by text, and their texts. Export:
 * each gift's number and its text's state. Erase (before the gifts part detaches the gifts from
 * the account): the numbers are blanked and texts not yet sent are withdrawn, as unsent mail is.
 */
export const textsPart: AccountDataPart = {
  name: 'texts',
  async export(db, userId) {
    const rows = await db
      .selectFrom('puzzles as p')
      .leftJoin('texts as t', 't.puzzle_id', 'p.id')
      .select(['p.id', 'p.recipient_phone', 't.created_at', 't.sent_at'])
      .where('p.owner_user_id', '=', userId)
      .where('p.recipient_phone', 'is not', null)
      .orderBy('p.created_at')
      .execute();
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return rows.map((row) => ({
      giftId: row.id,
      recipientPhone: row.recipient_phone,
      textedByServer: row.created_at !== null, // without SMS_URL the sender texted it from their phone
      textSentAt: iso(row.sent_at),
    }));
  },
  async erase(trx, userId) {
    const owned = trx.selectFrom('puzzles').select('id').where('owner_user_id', '=', userId);
    await trx.deleteFrom('texts').where('sent_at', 'is', null).where('puzzle_id', 'in', owned).execute();
    await trx.updateTable('puzzles').set({ recipient_phone: null }).where('owner_user_id', '=', userId).execute();
  },
};
