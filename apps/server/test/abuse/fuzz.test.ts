import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startTestApp, type TestApp } from '../support/app';
import {
  buildMarketplace,
  smallPng,
  snapshotTables,
  type Marketplace,
} from '../support/route-catalogue';
import { multipartBody } from '../support/multipart';
import {
  idOr,
  mangledArb,
  nastyStrings,
  useIdPool,
  validArb,
  type Components,
  type JsonSchema,
} from '../support/json-schema-arbitrary';
import type { OpenApiDocument } from '../../src/http/openapi';

/*
 * The fuzz (issue 19): requests for every operation of the OpenAPI document itself
 * (app.swagger()), valid ones generated from its schemas and mangled ones (wrong types, missing
 * and extra fields, huge and empty values, impossible dates, odd unicode, broken multipart),
 * signed in as an owner, as a renter, and signed out, on a small marketplace
 * (support/route-catalogue's buildMarketplace). The generator is our own
 * (support/json-schema-arbitrary.ts) on fast-check, seeded: FUZZ_SEED (default below) makes a
 * run repeatable, FUZZ_RUNS the number of valid and of mangled requests per operation and
 * identity. Asserted: no 5xx; every 2xx JSON answer validates against its documented schema
 * (ajv, with the document's components); no refused (4xx) request writes anything (a hash of
 * every table's rows, taken after each request, is unchanged by a 4xx).
 * Rate limits are raised for the test app through their configuration variables.
 * GET /api/health is left out (its answer reports the database, not the input).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);

/** Calls that end the caller's own session: the identity would be signed out for the rest. */
const ENDS_SESSION = new Set(['GET /api/users/logout']);
const SKIPPED = new Set(['GET /api/health']);

/**
 * Findings whose fix is under way: 'METHOD /path kind' (empty: none). Remove a line once its
 * route is fixed; a finding not listed fails.
 */
const KNOWN: ReadonlySet<string> = new Set<string>([]);

type Operation = {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type Identity = 'owner' | 'renter' | 'visitor';
type Finding = { op: string; kind: string; identity: Identity; request: string; answer: string };

let t: TestApp;
let f: Marketplace;
let doc: OpenApiDocument;
let components: Components;
let ajv: Ajv2020;
let png: Buffer;

const seedOf = (name: string) =>
  (SEED ^ createHash('md5').update(name).digest().readInt32LE(0)) >>> 0;

/** The document's schemas with refs pointing at `$defs`, for ajv. */
function forAjv(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/'),
  ) as unknown;
}
const validators = new Map<string, ValidateFunction>();
function validatorOf(key: string, schema: JsonSchema): ValidateFunction {
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile({ ...(forAjv(schema) as object), $defs: forAjv(components) as object });
    validators.set(key, v);
  }
  return v;
}

beforeAll(async () => {
  t = await startTestApp({
    AUTH_RATE_LIMIT: '1000000',
    CODES_PER_IP: '1000000',
    CODES_PER_EMAIL: '1000000',
    CODES_PER_EMAIL_TOTAL: '1000000',
    TRACKING_RATE_LIMIT: '1000000',
    REPORTS_PER_HOUR: '1000000',
    FIND_USER_RATE_LIMIT: '1000000',
    // The timed jobs (saved-search alerts, the expiry sweep) run once at start and not again:
    // run mid-fuzz, an alert's rows landed inside a refused request's before-and-after window
    // and read as written by it (seen once on PostgreSQL).
    OUTBOX_POLL_SECONDS: '3600',
  });
  f = await buildMarketplace(t);
  png = await smallPng();
  await t.app.ready();
  doc = t.app.swagger() as unknown as OpenApiDocument;
  components = doc.components.schemas as Components;
  ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  const ids = Object.values(f).flatMap((v) =>
    typeof v === 'string'
      ? [v]
      : v && typeof v === 'object' && 'id' in v
        ? [String((v as { id: unknown }).id)]
        : v && typeof v === 'object' && 'user' in v
          ? [String((v as { user: { id: string } }).user.id)]
          : [],
  );
  useIdPool(ids);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Request = {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  describe: string;
};

/**
 * The operation's requests: RUNS valid and RUNS mangled, plus broken bodies (multipart, JSON)
 * for POSTs when `brokenBodies` (each operation gets them as one of the identities).
 */
function requestsFor(
  method: string,
  path: string,
  op: Operation,
  brokenBodies: boolean,
): Request[] {
  const name = `${method} ${path}`;
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonBody = op.requestBody?.content['application/json']?.schema;
  const formBody = op.requestBody?.content['multipart/form-data']?.schema;
  const upper = method.toUpperCase() as 'GET' | 'POST';

  const build = (mangle: boolean) => {
    const pathArb = fc.record(
      Object.fromEntries(
        pathParams.map((p) => [
          p.name,
          mangle
            ? fc.oneof(idOr(fc.string()), fc.constantFrom(...nastyStrings.slice(0, -1)))
            : idOr(validArb(p.schema, components)),
        ]),
      ),
    );
    const queryArb = fc.record(
      Object.fromEntries(
        queryParams.map((p) => [
          p.name,
          mangle
            ? fc.oneof(fc.string(), fc.constantFrom(...nastyStrings))
            : validArb(p.schema, components),
        ]),
      ),
      { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
    );
    const bodySchema = jsonBody ?? formBody;
    const bodyArb: fc.Arbitrary<unknown> = bodySchema
      ? mangle
        ? mangledArb(bodySchema, components)
        : validArb(bodySchema, components)
      : upper === 'POST'
        ? mangle
          ? mangledArb({}, components)
          : fc.constant({})
        : fc.constant(undefined);
    return fc.tuple(pathArb, queryArb, bodyArb);
  };

  const out: Request[] = [];
  for (const mangle of [false, true]) {
    const samples = fc.sample(build(mangle), { seed: seedOf(`${name}|${mangle}`), numRuns: RUNS });
    for (const [pathValues, query, body] of samples) {
      const url =
        path.replace(/\{(\w+)\}/g, (_, p: string) =>
          encodeURIComponent(String((pathValues as Record<string, unknown>)[p] ?? '')),
        ) + queryString(query as Record<string, unknown>);
      if (formBody && body && typeof body === 'object' && !Array.isArray(body)) {
        const fields = Object.fromEntries(
          Object.entries(body as Record<string, unknown>)
            .filter(([, v]) => !(Array.isArray(v) && v.every((x) => typeof x !== 'object')))
            .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        );
        const form = multipartBody(fields, [{ name: 'p.png', bytes: png, type: 'image/png' }]);
        out.push({
          method: upper,
          url,
          ...form,
          describe: `multipart ${JSON.stringify(fields).slice(0, 300)}`,
        });
      } else {
        out.push({
          method: upper,
          url,
          payload: upper === 'POST' ? body : undefined,
          describe: upper === 'POST' ? `body ${short(body)}` : '',
        });
      }
    }
  }
  if (upper === 'POST' && brokenBodies) {
    const url = path.replace(/\{(\w+)\}/g, () => 'x');
    // Broken multipart: a body cut short, a file that is no picture, a boundary that never comes.
    const form = multipartBody({ a: 'b' }, [{ name: 'x.jpg', bytes: Buffer.from('not a jpeg') }]);
    out.push(
      { method: upper, url, ...form, describe: 'multipart, file not a picture' },
      {
        method: upper,
        url,
        payload: form.payload.subarray(0, form.payload.length - 30),
        headers: form.headers,
        describe: 'multipart cut short',
      },
      {
        method: upper,
        url,
        payload: 'garbage',
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
        describe: 'multipart without its boundary',
      },
      {
        method: upper,
        url,
        payload: '{"broken": ',
        headers: { 'content-type': 'application/json' },
        describe: 'JSON cut short',
      },
    );
  }
  return out;
}

const short = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

function queryString(query: Record<string, unknown>): string {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '';
  const q = new URLSearchParams();
  for (const [k, v] of entries) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  return `?${q.toString()}`;
}

async function fuzzAs(identity: Identity): Promise<Finding[]> {
  const cookie = identity === 'visitor' ? undefined : f[identity].cookie;
  const findings: Finding[] = [];
  const stats = { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, checked: 0 };
  let before = await snapshotTables(t);
  let index = 0;
  const turn = (['owner', 'renter', 'visitor'] as const).indexOf(identity);
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations) as [string, Operation][]) {
      const name = `${method.toUpperCase()} ${path}`;
      if (SKIPPED.has(name) || (cookie && ENDS_SESSION.has(name))) continue;
      const brokenBodies = index++ % 3 === turn;
      for (const request of requestsFor(method, path, op, brokenBodies)) {
        const res = await t.send({
          method: request.method,
          url: request.url,
          cookie,
          headers: request.headers,
          ...(request.payload === undefined
            ? {}
            : { payload: request.payload as string | object | Buffer }),
        });
        const found = (kind: string) =>
          findings.push({
            op: name,
            kind,
            identity,
            request: `${request.method} ${request.url.slice(0, 300)} ${request.describe}`,
            answer: `${res.statusCode} ${res.body.slice(0, 400)}`,
          });
        const after = await snapshotTables(t);
        stats.requests++;
        const band = `${String(res.statusCode)[0]}xx` as '2xx';
        if (band in stats) stats[band]++;
        if (res.statusCode >= 500) found('5xx');
        else if (res.statusCode >= 400) {
          const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
          if (changed.length) found(`4xx wrote ${changed.join(', ')}`);
        } else if (res.statusCode < 300) {
          const documented = op.responses?.[String(res.statusCode)] ?? op.responses?.['200'];
          const schema = documented?.content?.['application/json']?.schema;
          const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
          if (schema && isJson) {
            const validate = validatorOf(`${name} ${res.statusCode}`, schema);
            stats.checked++;
            if (!validate(res.json())) {
              found(`2xx off-schema: ${ajv.errorsText(validate.errors).slice(0, 300)}`);
            }
          }
        }
        before = after;
      }
    }
  }
  console.log(`fuzz as ${identity} (seed ${SEED}, ${RUNS} runs): ${JSON.stringify(stats)}`);
  return findings;
}

describe('fuzz of every operation in the OpenAPI document', () => {
  it('covers the document', () => {
    const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBeGreaterThan(100);
  });

  for (const identity of ['owner', 'renter', 'visitor'] as const) {
    it(`as ${identity === 'visitor' ? 'a visitor (signed out)' : `the ${identity}`}: no 5xx, answers on schema, refusals write nothing`, async () => {
      const findings = await fuzzAs(identity);
      const unknown = findings.filter((x) => !KNOWN.has(`${x.op} ${x.kind.split(':')[0]}`));
      if (findings.length) {
        console.log(
          `fuzz (seed ${SEED}, ${RUNS} runs) as ${identity}:\n` +
            findings
              .map((x) => `- ${x.op} [${x.kind}]\n  ${x.request}\n  -> ${x.answer}`)
              .join('\n'),
        );
      }
      expect(unknown.map((x) => `${x.op} [${x.kind}]`)).toEqual([]);
    }, 600_000);
  }
});
