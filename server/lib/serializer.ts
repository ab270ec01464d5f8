import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `{anyOf: [S, {type: 'null'}]}` (zod's nullable, described or not) becomes S with `null` among its
 * types: the compiled serializer then writes it directly instead of trying each branch at run time
 * (fast-json-stringify picks an `anyOf` branch by validating the value against it, patterns and
 * all: a detail's 20 activity rows and 20 transfers had 60 such values).
 */
function nullableAsType(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsType);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullableAsType(value)]),
  ) as JsonSchema;
  const { anyOf: branches, ...annotations } = schema as { anyOf?: JsonSchema[] };
  const annotated = Object.keys(annotations).every((key) => key === 'description');
  if (Array.isArray(branches) && branches.length === 2 && annotated) {
    const nullIndex = branches.findIndex(
      (branch) => branch.type === 'null' && Object.keys(branch).length === 1,
    );
    const other = branches[1 - nullIndex];
    if (nullIndex >= 0 && typeof other?.type === 'string' && !('anyOf' in other)) {
      return { ...other, ...annotations, type: [other.type, 'null'] };
    }
  }
  return schema;
}

/**
 * Answers are written by code compiled once per route from the contract's JSON schema
 * (fast-json-stringify, Fastify's own serializer) instead of being parsed through zod and then
 * JSON.stringify'd: the schema still decides which fields go out (others are left out), without
 * walking every answer twice. A schema JSON cannot describe (an image's bytes) keeps zod's.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(nullableAsType(json) as Parameters<typeof fastJson>[0]);
};
