import type { Audience, FeatureFlag } from '../../contract/flags';
import type { Db } from '../db/open';
import '../store/tables';

/** Every stored flag's audience, by name (flags the table lacks are left out). */
export async function storedAudiences(db: Db): Promise<Map<string, Audience>> {
  const rows = await db.selectFrom('feature_flags').select(['name', 'audience']).execute();
  return new Map(rows.map((row) => [row.name, row.audience]));
}

export async function findAudience(db: Db, flag: FeatureFlag): Promise<Audience | null> {
  const row = await db.selectFrom('feature_flags').select('audience').where('name', '=', flag).executeTakeFirst();
  return row?.audience ?? null;
}

/** Sets a flag's audience (creating its row for a flag newer than the migration). */
export async function saveAudience(db: Db, flag: FeatureFlag, audience: Audience, now: number): Promise<void> {
  await db
    .insertInto('feature_flags')
    .values({ name: flag, audience, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ audience, updated_at: now }))
    .execute();
}
