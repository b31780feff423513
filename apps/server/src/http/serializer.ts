import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Answers serialised from their schemas: each route's zod answer schema becomes JSON Schema
 * once, when the route is registered, and fast-json-stringify compiles it into a function that
 * writes only the schema's fields (an object's other keys are dropped, as zod's strip did).
 * fastify-type-provider-zod's serialiser ran zod over every answer and then JSON.stringify.
 */

type JsonSchema = { [key: string]: unknown };
type Serialise = (data: unknown) => string;

/**
 * Keywords fast-json-stringify can only follow by validating the value against each branch at
 * run time (ajv): slower, and an object branch with additionalProperties false rejects the very
 * extra keys zod would strip. A schema still holding one after `simplify` keeps zod's
 * serialiser; none of today's answers does (test/http/serializer.test.ts holds that list empty).
 */
const BRANCHING = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref'];

/**
 * JSON Schema of an answer as fast-json-stringify serialises it best: every schema inline (an
 * empty metadata registry: no `$ref` to named components), and the unions zod writes as anyOf
 * turned into what fjs writes without validating: `T | null` as `nullable: true` and a union of
 * scalar types as a type list. Returns undefined when a branching keyword remains.
 */
export function answerJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
      metadata: z.registry(),
      cycles: 'throw',
      reused: 'inline',
    }) as JsonSchema;
  } catch {
    return undefined; // a transform, a date, a cycle...: zod's serialiser keeps the route
  }
  delete json.$schema;
  const simple = simplify(json);
  return hasBranching(simple) ? undefined : simple;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
const isOnly = (s: JsonSchema, key: string) => Object.keys(s).every((k) => k === key);

function simplify(node: unknown): JsonSchema {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, simplify(sub)]),
      );
    } else if (key === 'items' || key === 'additionalProperties') {
      out[key] = typeof value === 'object' ? simplify(value) : value;
    } else if (key === 'anyOf' && Array.isArray(value)) {
      Object.assign(out, simplifyUnion(value.map(simplify)));
    } else out[key] = value;
  }
  return out;
}

function simplifyUnion(branches: JsonSchema[]): JsonSchema {
  const isNull = (b: JsonSchema) => b.type === 'null' && isOnly(b, 'type');
  const rest = branches.filter((b) => !isNull(b));
  const nullable = rest.length < branches.length;
  // T | null: T's serialiser behind a null check.
  if (rest.length === 1 && nullable && rest[0]!.nullable === undefined) {
    return { ...rest[0], nullable: true };
  }
  // string | number (and the like): a type list, which fjs picks by typeof.
  if (rest.length > 1 && rest.every((b) => typeof b.type === 'string' && isOnly(b, 'type'))) {
    const types = rest.map((b) => b.type as string);
    if (types.every((t) => SCALARS.has(t)) && new Set(types).size === types.length) {
      // fjs tests 'integer' by Number.isInteger: with 'number' too, a float would miss it.
      if (!(types.includes('integer') && types.includes('number'))) {
        return { type: nullable ? [...types, 'null'] : types };
      }
    }
  }
  return { anyOf: branches };
}

const hasBranching = (node: unknown): boolean =>
  !!node &&
  typeof node === 'object' &&
  (Object.keys(node).some((k) => BRANCHING.includes(k)) || Object.values(node).some(hasBranching));

/** Today's serialiser for a schema fjs cannot take faithfully: zod's encode, then JSON.stringify. */
const zodSerialiser =
  (schema: z.ZodType, method: string, url: string): Serialise =>
  (data) => {
    const result = z.safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/** The compiled serialiser of an answer schema, or undefined when it keeps zod's. */
export function compileAnswer(schema: z.ZodType): Serialise | undefined {
  const json = answerJsonSchema(schema);
  return json && (fastJson(json) as Serialise);
}

/**
 * The serializer compiler of the app. In production and development an answer is written by its
 * compiled function alone: the presenters build answers of the contract's shape, and zod's
 * check of each one costs nearly as much as writing it (docs/PERFORMANCE.md, "Compiled answer
 * serialisers"). Under tests (`check`) each answer is still checked by zod as before, a failure
 * being the same 500, so a presenter drifting from its contract fails the suite; and the
 * compiled output must equal zod's, so a difference between the two fails it as well.
 */
export const answerSerializerCompiler =
  ({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) => {
    // A plugin's own JSON Schema answer: what Fastify's default compiler does with it.
    if (!(schema instanceof z.ZodType)) return fastJson(schema as JsonSchema) as Serialise;
    const viaZod = zodSerialiser(schema, method, url);
    const compiled = compileAnswer(schema);
    if (!compiled) return viaZod;
    if (!check) return compiled;
    return (data) => {
      const expected = viaZod(data);
      const written = compiled(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${method} ${url}: the compiled serialiser wrote ${written}, zod's wrote ${expected}`,
        );
      }
      return written;
    };
  };
