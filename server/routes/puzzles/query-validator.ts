import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

type SchemaWithProperties = { properties?: Record<string, { anyOf?: { const?: unknown }[] }> };

/**
 * A route validator that converts query-string text to the schema's types
 * ("4" → 4) before checking. The app's Ajv runs with coerceTypes off (bodies
 * must be exact JSON), which would refuse every numeric query parameter.
 */
export const convertingValidator: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const validator = Compile(schema);
  const properties = (schema as SchemaWithProperties).properties ?? {};
  return (data: unknown) => {
    const value = validator.Convert(data);
    if (validator.Check(value)) return { value };
    const first = validator.Errors(value)[0];
    const field = first?.instancePath.split('/')[1] ?? '';
    const extra = (first?.params as { additionalProperties?: string[] } | undefined)?.additionalProperties?.[0];
    if (extra) return { error: new Error(`${extra} is not an accepted parameter.`) };
    const allowed = properties[field]?.anyOf?.map((option) => String(option.const));
    if (allowed?.every((option) => option !== 'undefined')) {
      return { error: new Error(`${field} must be one of ${allowed.join(', ')}.`) };
    }
    return { error: new Error(`${field || 'The request'} is not valid.`) };
  };
};
