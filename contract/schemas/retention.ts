import { Type, type Static } from 'typebox';

/** GET /api/retention → 200: days after solving that photo and message are kept; null: kept as long as the gift exists. */
export const RetentionBody = Type.Object({ days: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]) }, { additionalProperties: false });
export type RetentionBody = Static<typeof RetentionBody>;
