import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  apiMessage,
  categoryCountsAnswer,
  defineRoute,
  KIND_DESCRIPTORS,
  LISTING_KINDS,
  listingSummaryAnswer,
  rentingPropertyDetailAnswer,
  SOCKET_PATH,
  NOTIFICATION_EVENT,
  ROUTE_TYPES,
} from '@rentals/shared';
import type { Config } from '../../src/config';
import { schemaOf } from '../../src/http/contract';
import { registerOpenApi, type OpenApiDocument } from '../../src/http/openapi';
import { componentExamples } from '../../src/http/openapi-examples';
import { startTestApp, type TestApp } from '../support/app';
import { routeTable } from '../support/route-catalogue';

/** GET /api/openapi.json and GET /api/docs (issue 19). */
let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ajvWith = (components: Record<string, unknown>) => {
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  const defs = JSON.parse(
    JSON.stringify(components).replaceAll('"#/components/schemas/', '"#/$defs/'),
  ) as Record<string, unknown>;
  const compile = (name: string) => ajv.compile({ $ref: `#/$defs/${name}`, $defs: defs });
  compile.schema = (schema: object) =>
    ajv.compile({
      ...(JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/'),
      ) as object),
      $defs: defs,
    });
  return compile;
};

describe('the OpenAPI document', () => {
  it('is public (no API key), OpenAPI 3.1, and cached briefly', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(doc.openapi).toBe('3.1.0');
    // Every other call still needs the key.
    expect((await t.app.inject({ url: '/api/facilities' })).statusCode).toBe(401);
  });

  it('names every /api route, with {param} paths', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        // The router ignores a trailing slash (routeTable reads the paths without it).
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`),
      ),
    );
    const served = routeTable(t.app)
      .filter((r) => / \/api\//.test(r) && !r.includes('/api/docs') && !r.includes('openapi.json'))
      .map((r) => r.replace(/:(\w+)/g, '{$1}'));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
    expect(doc.paths['/api/rentingProperty/find/{id}']?.get).toBeDefined();
    expect(doc.paths['/api/rentingproperty/find/{id}']?.get).toBeDefined();
  });

  it('gives every operation a summary, a tag and its success answer (every route has a contract)', () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        const answer = op.responses?.['200'] as { content?: Record<string, unknown> } | undefined;
        const described = answer?.content && Object.keys(answer.content).length > 0;
        // A route without a contract is summarised by its method and path (openapi.ts).
        if (!described || !op.tags?.length || /^[A-Z]+ \/api\//.test(op.summary ?? '')) {
          missing.push(name);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares the key and the session cookie; health and the document need neither', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      session: { type: 'apiKey', in: 'cookie', name: 'sid' },
    });
    expect(doc.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/rentingProperty/filter']?.post?.security).toEqual([{ apiKey: [] }]);
  });

  it('answers refusals and failures with the ApiFailure component', () => {
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) {
        const codes = Object.keys(op.responses ?? {});
        expect(codes).toContain('4XX');
        expect(JSON.stringify(op.responses!['4XX'])).toContain('#/components/schemas/ApiFailure');
      }
    }
  });

  it('describes the live socket: path, authentication and events', () => {
    const text = doc.info.description ?? '';
    expect(text).toContain(SOCKET_PATH);
    expect(text).toContain(NOTIFICATION_EVENT);
    expect(text).toMatch(/cookie/);
    expect(text).toMatch(/same origin/);
  });

  it('has examples from the demo data that validate against their schemas', () => {
    const compile = ajvWith(doc.components.schemas);
    for (const [name, examples] of Object.entries(componentExamples)) {
      expect(doc.components.schemas[name]?.examples).toEqual(examples);
      const validate = compile(name);
      for (const example of examples) {
        expect(validate(example), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
    // And against the zod schemas the server serialises through.
    listingSummaryAnswer.parse(componentExamples.ListingSummary![0]);
    rentingPropertyDetailAnswer.parse(componentExamples.RentingPropertyDetail![0]);
    categoryCountsAnswer.parse(componentExamples.CategoryCounts![0]);
  });
});

type Content = Record<string, { schema: Record<string, unknown> }>;
const contentOf = (path: string, method: string, code: string) =>
  (doc.paths[path]![method]!.responses![code] as { content: Content }).content;

describe('what the document got wrong (issue 32)', () => {
  it("describes GET /api/health's answer, as the server gives it", async () => {
    const schema = contentOf('/api/health', 'get', '200')['application/json']!.schema;
    const validate = ajvWith(doc.components.schemas).schema(schema);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(validate(health.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ success: true, data: { status: 'ok', database: 'oracle' } })).toBe(false);
  });

  it("describes /rentingProperty/rent's refusals as they come: the text `error`, or ApiFailure without the key", async () => {
    const refusal = contentOf('/api/rentingProperty/rent', 'post', '4XX');
    expect(refusal['text/plain']!.schema).toEqual({ type: 'string', enum: ['error'] });
    expect(refusal['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiFailure',
    });
    const signedOut = await t.post('/api/rentingProperty/rent', {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toMatch(/^text\/plain/);
    expect(signedOut.body).toBe('error');
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/api/rentingProperty/rent',
      payload: {},
    });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.headers['content-type']).toMatch(/^application\/json/);
    const failure = ajvWith(doc.components.schemas)('ApiFailure');
    expect(failure(keyless.json()), JSON.stringify(failure.errors)).toBe(true);
  });

  it('names the category routes property-category takes, which are the ones it answers', async () => {
    const operation = doc.paths['/api/rentingProperty/property-category/{type}']!.get! as {
      summary?: string;
      parameters?: { in: string; name: string; schema: { enum?: string[] } }[];
    };
    const type = operation.parameters?.find((p) => p.in === 'path' && p.name === 'type');
    expect(type?.schema.enum).toEqual([...ROUTE_TYPES]);
    expect(operation.summary).not.toMatch(/House|Hotel\b/);
    for (const route of ROUTE_TYPES) {
      const page = await t.get(`/api/rentingProperty/property-category/${route}`);
      expect(page.statusCode, route).toBe(200);
    }
    for (const other of ['House', 'Hall', 'castles']) {
      const page = await t.get(`/api/rentingProperty/property-category/${other}`);
      expect(page.statusCode, other).toBe(400);
    }
  });
});

describe("the listing kinds' forms in the document", () => {
  it('show the example of each add and update, its structured fields as JSON text, valid there', () => {
    const compile = ajvWith(doc.components.schemas);
    for (const kind of LISTING_KINDS) {
      for (const call of ['add', 'update'] as const) {
        const { path } = KIND_DESCRIPTORS[kind].api[call];
        const op = doc.paths[`/api${path}`]!.post!;
        const media = op.requestBody!.content['multipart/form-data']! as {
          schema: Record<string, unknown> & { required?: string[] };
          encoding?: Record<string, unknown>;
          example?: Record<string, unknown>;
          examples?: Record<string, { value: Record<string, unknown> }>;
        };
        // fastify-swagger moves a schema's examples to the media type: one as `example`.
        const examples = media.example
          ? [media.example]
          : Object.values(media.examples ?? {}).map((e) => e.value);
        const own = KIND_DESCRIPTORS[kind].schemas[call].meta()?.examples as object[];
        expect(examples, `${kind} ${call}`).toHaveLength(own.length);
        for (const [i, example] of examples.entries()) {
          // The text parts as sent: JSON text parsed back is the schema's own example.
          const { pictures, ...parsed } = Object.fromEntries(
            Object.entries(example).map(([k, v]) => [
              k,
              k in (media.encoding ?? {}) ? JSON.parse(v as string) : v,
            ]),
          );
          expect(parsed, `${kind} ${call}`).toEqual(own[i]);
          // Named when required (an add), as many as needed; left out where they are optional.
          const files = media.schema.properties as Record<string, { minItems?: number }>;
          expect(pictures, `${kind} ${call}`).toEqual(
            media.schema.required?.includes('pictures')
              ? Array.from({ length: files.pictures!.minItems! }, (_, i) => `picture-${i + 1}.jpg`)
              : undefined,
          );
          const validate = compile.schema(media.schema);
          expect(validate(example), `${kind} ${call}: ${JSON.stringify(validate.errors)}`).toBe(
            true,
          );
        }
      }
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the docs page and its files from the app itself, without the key', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const res = await t.app.inject({ url: new URL(src, 'http://x/api/docs/').pathname });
      expect(res.statusCode, src).toBe(200);
    }
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('/api/openapi.json');
  });
});

describe('multipart routes and access in the document', () => {
  const form = z.object({
    propertyId: z.string().max(100),
    location: z.object({ region: z.string(), district: z.string() }),
    rooms: z.number().int().optional(),
  });
  const upload = defineRoute({
    method: 'POST',
    path: '/things/:id/add',
    summary: 'Adds a thing with pictures',
    tag: 'Things',
    access: 'user',
    multipart: { fields: form, files: { field: 'pictures', min: 1, max: 10 } },
    answer: apiMessage,
  });
  const admin = defineRoute({
    method: 'GET',
    path: '/things',
    summary: 'Lists things',
    tag: 'Things',
    access: 'admin',
    answer: apiMessage,
  });

  it('shows the form (JSON text for structured fields, files) without a Fastify body', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, { env: 'production' } as Config);
    await app.register(
      async (api) => {
        const schema = schemaOf(upload);
        expect(schema.body).toBeUndefined();
        // Spread, as a route adding its own keys would: the contract still reaches the document.
        api.post(upload.path, { schema: { ...schema } }, async () => ({
          success: true,
          data: 'ok',
        }));
        api.get(admin.path, { schema: schemaOf(admin) }, async () => ({ success: true, data: '' }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    const d = app.swagger() as unknown as OpenApiDocument;
    const op = d.paths['/api/things/{id}/add']!.post!;
    const media = op.requestBody!.content['multipart/form-data']!;
    expect(media.schema).toMatchObject({
      type: 'object',
      required: ['propertyId', 'location', 'pictures'],
      properties: {
        propertyId: { type: 'string', maxLength: 100 },
        location: {
          type: 'string',
          contentMediaType: 'application/json',
          contentSchema: { type: 'object' },
        },
        rooms: { type: 'integer' },
        pictures: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          minItems: 1,
          maxItems: 10,
        },
      },
    });
    expect(media.encoding).toEqual({ location: { contentType: 'application/json' } });
    expect(op.security).toEqual([{ apiKey: [], session: [] }]);
    expect(d.paths['/api/things']!.get!.security).toEqual([{ apiKey: [], session: [] }]);
    expect(d.components.securitySchemes).toMatchObject({ session: { name: '__Host-sid' } });
    // The multipart body reaches the handler unvalidated (the service checks it).
    const res = await app.inject({
      method: 'POST',
      url: '/api/things/1/add',
      payload: 'anything',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});
