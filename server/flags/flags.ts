import { audienceAllows, FEATURE_FLAGS, FEATURE_LABELS, featureRefusal, type Audience, type FeatureFlag } from '../../contract/flags';
import type { AdminFlagsBody, FeaturesBody } from '../../contract/schemas/flags';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { HttpError } from '../http-error';
import { insertAuditEntry } from '../repos/audit-log';
import { findAudience, saveAudience, storedAudiences } from '../repos/flags';

/** A flag with no row (newer than the migration) is open to everyone: nothing changes until an admin switches it. */
const DEFAULT_AUDIENCE: Audience = 'everyone';

/** Who is asking: a signed-in member or a visitor. */
export interface Visitor {
  signedIn: boolean;
}

/**
 * Feature flags, read from the database on every check (one indexed row): no process keeps a
 * copy, so an admin's switch holds at once on every process behind the load balancer.
 */
export interface FeatureFlags {
  /** Whether this visitor may use the feature. */
  allows(flag: FeatureFlag, visitor: Visitor): Promise<boolean>;
  /** Throws 403 'feature-off' with a sentence saying why (and whether signing in helps). */
  require(flag: FeatureFlag, visitor: Visitor): Promise<void>;
  /** GET /api/features: each feature, open or not to this visitor, and which are open to members first. */
  forVisitor(visitor: Visitor): Promise<FeaturesBody>;
  /** The admin's list. */
  list(): Promise<AdminFlagsBody>;
  /** Switches a flag and writes its audit entry, in one transaction. */
  set(flag: FeatureFlag, audience: Audience, admin: { id: string; email: string }): Promise<AdminFlagsBody>;
}

export function createFeatureFlags(db: Db, clock: Clock): FeatureFlags {
  const audienceOf = async (flag: FeatureFlag) => (await findAudience(db, flag)) ?? DEFAULT_AUDIENCE;
  const all = async () => {
    const stored = await storedAudiences(db);
    return FEATURE_FLAGS.map((name) => ({ name, audience: stored.get(name) ?? DEFAULT_AUDIENCE, label: FEATURE_LABELS[name] }));
  };
  return {
    allows: async (flag, visitor) => audienceAllows(await audienceOf(flag), visitor.signedIn),
    async require(flag, visitor) {
      const audience = await audienceOf(flag);
      if (!audienceAllows(audience, visitor.signedIn)) throw new HttpError(403, featureRefusal(flag, audience), 'feature-off');
    },
    async forVisitor(visitor) {
      const flags = await all();
      const features = Object.fromEntries(flags.map((flag) => [flag.name, audienceAllows(flag.audience, visitor.signedIn)]));
      const membersFirst = flags.filter((flag) => flag.audience === 'members').map((flag) => flag.name);
      return { features: features as FeaturesBody['features'], membersFirst };
    },
    list: async () => ({ flags: await all() }),
    async set(flag, audience, admin) {
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const before = (await findAudience(trx, flag)) ?? DEFAULT_AUDIENCE;
        await saveAudience(trx, flag, audience, now);
        await insertAuditEntry(trx, { at: now, actor: admin, action: 'switch feature flag', puzzleId: null, detail: `${flag}: ${before} → ${audience}` });
      });
      return { flags: await all() };
    },
  };
}
