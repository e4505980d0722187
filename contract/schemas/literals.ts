import { Type, type TLiteralValue, type TUnsafe } from 'typebox';

/**
 * A union of literals built from a constant list (the grid sides of game/rules/gift.ts,
 * say). At run time it is an anyOf of consts, which Ajv reports as one 'const' issue
 * per option (the server words that as "x must be one of a, b, c."); its static type
 * is the union of the values. (Typed by hand: TypeBox's TUnion of a mapped array is `never`.)
 */
export function oneOf<const T extends readonly TLiteralValue[]>(values: T): TUnsafe<T[number]> {
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnsafe<T[number]>;
}
