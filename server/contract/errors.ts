import { Type, type Static } from 'typebox';

/** The one error body every /api route answers with (Fastify's own shape plus a stable code). */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(), // HTTP reason phrase
    message: Type.String(), // human-readable, safe to show to the user
    code: Type.Optional(Type.String()), // machine-readable, e.g. 'user-not-found'
  },
  { additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const OkBody = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });
export type OkBody = Static<typeof OkBody>;
