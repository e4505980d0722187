import { Type, type TLiteral, type TLiteralValue, type TUnion } from 'typebox';

type Literals<T extends readonly TLiteralValue[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * A union of literals built from a constant list (the grid sides of game/rules/gift.ts,
 * say), keeping each literal's type: Type.Union over a mapped array would widen them.
 * Ajv reports a miss as one 'const' issue per option, which the server words as
 * "x must be one of a, b, c."
 */
export function oneOf<const T extends readonly TLiteralValue[]>(values: T): TUnion<Literals<T>> {
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<Literals<T>>;
}
