import { Type, type Static } from 'typebox';

/**
 * The unsubscribe page's calls; the token is the link's (server/consent/token.ts),
 * checked by the server, which answers 400 'invalid-unsubscribe-token' for a bad one.
 *
 * GET  /api/unsubscribe/:token       → 200 SuppressionState (is this address suppressed now?)
 * POST /api/unsubscribe/:token       → 200 SuppressionState { suppressed: true }
 * POST /api/unsubscribe/:token/undo  → 200 SuppressionState { suppressed: false }
 * POST /unsubscribe/:token           RFC 8058 one-click, body List-Unsubscribe=One-Click → 200 text
 */
export const UnsubscribeParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type UnsubscribeParams = Static<typeof UnsubscribeParams>;

export const SuppressionState = Type.Object({ suppressed: Type.Boolean() }, { additionalProperties: false });
export type SuppressionState = Static<typeof SuppressionState>;
