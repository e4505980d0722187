import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

/**
 * Fastify compiles every route's schemas when an app starts: Ajv validators and fast-json-stringify
 * serializers, about half of an app's start-up here. Production runs one app per process; the tests
 * build over a thousand. These compilers are shared by every app of a process, so a schema object
 * is compiled once: Ajv keeps what it compiled by schema object (one Ajv per set of options, the
 * pool of @fastify/ajv-compiler), and the serializers are kept here the same way.
 */
const buildValidator = AjvCompiler();

const serializerFactory: SerializerFactory = SerializerSelector();
const serializers = new WeakMap<object, Map<string, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, serializerOptions) => {
  const compile = serializerFactory(externalSchemas, serializerOptions);
  const optionsKey = JSON.stringify([externalSchemas, serializerOptions ?? null]);
  return (route) => {
    const schema = route.schema as object; // a route's response schema: always an object
    let byOptions = serializers.get(schema);
    if (!byOptions) serializers.set(schema, (byOptions = new Map()));
    let serializer = byOptions.get(optionsKey);
    if (!serializer) byOptions.set(optionsKey, (serializer = compile(route) as Serializer));
    return serializer;
  };
};

export const sharedSchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator, buildSerializer },
};
