import fc from 'fast-check';

/**
 * A small JSON Schema (2020-12, as the OpenAPI 3.1 document has it) → fast-check arbitrary of
 * our own: no library for it is in the package lists. It covers what the zod provider emits
 * (type, enum, const, properties/required, additionalProperties, items, anyOf/oneOf/allOf,
 * min/max lengths and bounds, a few formats, $ref into the components) and gives up on the
 * rest by generating any JSON value. `valid` aims at inputs the schema accepts; `mangled` at
 * ones it should refuse (wrong types, missing and extra fields, huge and empty values,
 * impossible dates, odd unicode).
 */
export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
};

export type Components = Record<string, JsonSchema>;

/**
 * Ids of rows that exist (the fixture's listings, requests, users): fields named like an id
 * take one of them half of the time, so calls reach past "not found" into the services.
 */
let idPool: string[] = [];
export const useIdPool = (ids: string[]) => {
  idPool = ids.filter((id) => typeof id === 'string' && id.length > 0);
};
const looksLikeId = (name: string) => /(^|_)id$|Id$|^_id$|^userId$/.test(name);
export const idOr = (arb: fc.Arbitrary<unknown>) =>
  idPool.length ? fc.oneof(fc.constantFrom(...idPool), arb) : arb;

const MAX_DEPTH = 6;

/** Strings people and clients really send, and ones that break naive code. */
export const nastyStrings = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'NaN',
  '1e309',
  '2026-02-30',
  '2026-13-45T25:61:61Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '\u0000',
  '\u202eevil',
  'Ṁọ̃ḡàḍíṡḥù 🏠👨‍👩‍👧',
  'ﷺ'.repeat(50),
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(100_001),
];

const resolve = (schema: JsonSchema, components: Components): JsonSchema => {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    s = components[name] ?? {};
  }
  return s;
};

const typesOf = (s: JsonSchema): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = Math.min(num(s.maxLength) ?? 40, Math.max(minLength, 40));
  switch (s.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= maxLength);
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'uri':
      return fc.webUrl();
  }
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= maxLength);
    } catch {
      // a pattern fast-check cannot read: plain strings
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = num(s.minimum) ?? (num(s.exclusiveMinimum) ?? -1e6) + (integer ? 1 : 0.001);
  const max = num(s.maximum) ?? (num(s.exclusiveMaximum) ?? 1e6) - (integer ? 1 : 0.001);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(Math.max(max, lo), 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts, as far as this generator can tell. */
export function validArb(
  schema: JsonSchema,
  components: Components,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((a) => validArb(a, components, depth + 1)));
  }
  if (s.allOf?.length) {
    const merged = s.allOf.reduce<JsonSchema>(
      (acc, part) => {
        const p = resolve(part, components);
        return {
          ...acc,
          ...p,
          properties: { ...acc.properties, ...p.properties },
          required: [...(acc.required ?? []), ...(p.required ?? [])],
        };
      },
      { ...s, allOf: undefined },
    );
    return validArb(merged, components, depth + 1);
  }
  const types = typesOf(s);
  const type = types.length ? types : s.properties ? ['object'] : [];
  if (type.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...type.map((t): fc.Arbitrary<unknown> => {
      switch (t) {
        case 'string':
          return stringArb(s);
        case 'integer':
          return numberArb(s, true);
        case 'number':
          return numberArb(s, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const minLength = num(s.minItems) ?? 0;
          const maxLength = Math.min(num(s.maxItems) ?? 4, Math.max(minLength, 4));
          return fc.array(validArb(s.items ?? {}, components, depth + 1), {
            minLength,
            maxLength,
          });
        }
        case 'object': {
          const properties = s.properties ?? {};
          const names = Object.keys(properties);
          if (names.length === 0) return fc.constant({});
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const name of names) {
            const arb = validArb(properties[name]!, components, depth + 1);
            record[name] = looksLikeId(name) ? idOr(arb) : arb;
          }
          return fc.record(record, {
            requiredKeys: (s.required ?? []).filter((k) => k in properties),
          });
        }
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

/** Any JSON at all, with the nasty strings among the leaves. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(...nastyStrings),
  fc.constantFrom<unknown>(-1, 0, 1.5, 2 ** 53, -(2 ** 63), 1e308),
);

/** Values the schema should refuse (or accept oddly): the mangling of a valid one. */
export function mangledArb(schema: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const valid = validArb(s, components);
  const object = s.properties ? s : undefined;
  const mutations: fc.Arbitrary<unknown>[] = [
    anyJson,
    // wrong type at the top
    fc.constantFrom<unknown>(null, [], 'text', 42, true, {}),
    // a field's value replaced by a wrong-typed or nasty one
    fc.tuple(valid, anyJson, fc.nat()).map(([v, bad, n]) => replaceLeaf(v, bad, n)),
  ];
  if (object) {
    const required = (object.required ?? []).filter((k) => k in (object.properties ?? {}));
    if (required.length) {
      mutations.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
          const copy = { ...(v as Record<string, unknown>) };
          delete copy[key];
          return copy;
        }),
      );
    }
    mutations.push(
      fc
        .tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), anyJson)
        .map(([v, key, extra]) => ({ ...(v as object), [key]: extra })),
      // every field huge, or every field empty
      valid.map((v) => mapFields(v, () => 'x'.repeat(100_001))),
      valid.map((v) => mapFields(v, () => '')),
      valid.map((v) => mapFields(v, () => '2026-02-30T25:00:00Z')),
      valid.map((v) => mapFields(v, () => '\u0000\u202e🏠')),
    );
  }
  return fc.oneof(...mutations);
}

const mapFields = (v: unknown, f: () => unknown) =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).map((k) => [k, f()]))
    : f();

/** The n-th leaf (counting depth-first, modulo their number) of `v` replaced by `bad`. */
function replaceLeaf(v: unknown, bad: unknown, n: number): unknown {
  const leaves: (string | number)[][] = [];
  const walk = (x: unknown, at: (string | number)[]) => {
    if (x && typeof x === 'object') {
      const entries = Array.isArray(x) ? x.map((e, i) => [i, e] as const) : Object.entries(x);
      if (entries.length === 0) leaves.push(at);
      for (const [k, e] of entries) walk(e, [...at, k]);
    } else leaves.push(at);
  };
  walk(v, []);
  const path = leaves[n % Math.max(leaves.length, 1)] ?? [];
  if (path.length === 0) return bad;
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = bad;
  return copy;
}
