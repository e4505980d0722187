import { Type, type Static } from 'typebox';
import type { ErrorBody as ErrorBodyShape, ErrorCode } from '../errors';

/** The ErrorBody of contract/errors.ts as a response schema; `code` is one of ERROR_CODES. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.Unsafe<ErrorCode>(Type.String())),
  },
  { additionalProperties: false },
);
// Compile-time check that the schema and the plain interface the client uses agree.
const _sameShape: Static<typeof ErrorBody> extends ErrorBodyShape ? true : never = true;
void _sameShape;

export const OkBody = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });
export type OkBody = Static<typeof OkBody>;
