import { Type, type Static } from 'typebox';
import { AUDIENCES, FEATURE_FLAGS, type FeatureFlag } from '../flags';
import { oneOf } from './literals';

/** Feature flags: HTTP contract of server/routes/flags and client/features/admin/flags (and the client's gates). */

/** GET /api/features — for this visitor (signed in or not), whether each feature is open. */
export const FeaturesBody = Type.Object(
  {
    features: Type.Object(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, Type.Boolean()])), { additionalProperties: false }),
    membersFirst: Type.Array(oneOf(FEATURE_FLAGS)), // open to members only for now: the benefits page lists them
  },
  { additionalProperties: false },
);
// Typed by hand: the object above is built from the list, which TypeBox cannot follow.
export interface FeaturesBody {
  features: Record<FeatureFlag, boolean>;
  membersFirst: FeatureFlag[];
}

const FlagRow = Type.Object(
  { name: oneOf(FEATURE_FLAGS), audience: oneOf(AUDIENCES), label: Type.String() },
  { additionalProperties: false },
);

/** GET /api/admin/flags — every flag with its audience. Admins only. */
export const AdminFlagsBody = Type.Object({ flags: Type.Array(FlagRow) }, { additionalProperties: false });
export type AdminFlagsBody = Static<typeof AdminFlagsBody>;

/** PUT /api/admin/flags/:name {audience} → 200 AdminFlagsBody. Admins only, this site's Origin, audit-logged. */
export const FlagParams = Type.Object({ name: oneOf(FEATURE_FLAGS) }, { additionalProperties: false });
export type FlagParams = Static<typeof FlagParams>;
export const FlagChange = Type.Object({ audience: oneOf(AUDIENCES) }, { additionalProperties: false });
export type FlagChange = Static<typeof FlagChange>;
