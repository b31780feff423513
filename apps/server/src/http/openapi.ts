import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  API_KEY_HEADER,
  NOTIFICATION_EVENT,
  SOCKET_PATH,
  type MultipartForm,
} from '@rentals/shared';
import type { Config } from '../config';
import { sessionCookieName } from './session-cookie';
import { contractOfSchema, SECURITY } from './contract';
import { componentExamples } from './openapi-examples';

/** Where the document and its page are served (public: no API key needed to read them). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const SOCKET_DESCRIPTION = `
All calls but \`GET /api/health\` and this document need the \`${API_KEY_HEADER}\` header.
Calls of a signed-in person also carry the session cookie that signing in sets (HttpOnly,
SameSite=Lax); answers and refusals share one envelope: \`{ success, data }\` or
\`{ success: false, status, message, code? }\` (the \`ApiFailure\` schema).

## Live updates (WebSocket)

Open tabs of a signed-in person hear of new notifications over a WebSocket at
\`${SOCKET_PATH}/?EIO=4&transport=websocket\` on the same host (the socket.io protocol 5 over
engine.io 4, websocket transport only, as \`socket.io-client\` 4 speaks it; listen-only).

- **Authentication**: the session cookie of the handshake, nothing else. A browser's handshake
  must come from this same origin (its \`Origin\` header names this host), otherwise the
  upgrade is refused with 403. Without a valid session the socket.io CONNECT is answered with
  a CONNECT_ERROR whose message is \`not_authorized\` (\`unavailable\` when the session could
  not be looked up), and the client stops.
- **Event \`${NOTIFICATION_EVENT}\`**, payload \`{ "type": string, "about"?: string }\`: something new
  in the person's inbox (\`type\` is the notification type, \`about\` the listing or request it
  concerns). Admins also hear the events meant for admins. The event carries no content: the
  inbox is the database, so clients refetch \`/api/notifications/...\` on it and on reconnecting.
- **Ended sessions**: signing out (or an e-mail change) closes that session's open sockets with
  a socket.io DISCONNECT, after which the client does not reconnect.
- The server pings every 25 s; a client silent for a whole cycle is dropped.
`.trim();

type JsonSchema = Record<string, unknown>;

/**
 * The multipart form of a route as an OpenAPI request body: text fields (structured ones as
 * JSON text) and the picture files. Only the document has it: Fastify's `schema.body` would
 * validate the multipart body.
 */
export function multipartBody(form: MultipartForm): JsonSchema {
  const fields = z.toJSONSchema(form.fields, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete fields.$schema;
  const properties: Record<string, JsonSchema> = {};
  const encoding: Record<string, { contentType: string }> = {};
  const asText = (name: string, value: unknown) =>
    name in encoding ? JSON.stringify(value) : value;
  for (const [name, schema] of Object.entries(
    (fields.properties ?? {}) as Record<string, JsonSchema>,
  )) {
    const type = schema.type;
    const structured = type === 'object' || type === 'array' || 'anyOf' in schema;
    if (structured) {
      properties[name] = {
        type: 'string',
        description: 'JSON text',
        contentMediaType: 'application/json',
        contentSchema: schema,
      };
      encoding[name] = { contentType: 'application/json' };
    } else properties[name] = schema;
  }
  if (form.files) {
    const { field, min, max } = form.files;
    properties[field] = {
      type: 'array',
      description: `picture files (JPEG, PNG or WebP), ${min} to ${max}`,
      items: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
      ...(min > 0 ? { minItems: min } : {}),
      maxItems: max,
    };
  }
  const required = [
    ...((fields.required as string[] | undefined) ?? []),
    ...(form.files && form.files.min > 0 ? [form.files.field] : []),
  ];
  // The fields' examples, structured fields as the JSON text sent (fastify-swagger moves them to
  // the media type). Read from the schema's meta: zod leaves them out of a transforming input.
  const own = form.fields.meta()?.examples as Record<string, unknown>[] | undefined;
  // A required file stands in an example by its name, as many as the form needs at least.
  const files = form.files &&
    form.files.min > 0 && {
      [form.files.field]: Array.from({ length: form.files.min }, (_, i) => `picture-${i + 1}.jpg`),
    };
  const examples = own?.map((example) => ({
    ...Object.fromEntries(Object.entries(example).map(([name, v]) => [name, asText(name, v)])),
    ...files,
  }));
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(examples ? { examples } : {}),
    'x-encoding': encoding,
  };
}

/** Failure answers of routes that declare none yet (not converted to the contract pattern). */
const failureRef = { $ref: '#/components/schemas/ApiFailure' };

/** Fastify's `:id` as OpenAPI's `{id}` (fastify-swagger does that too; kept explicit). */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/**
 * GET /api/openapi.json and GET /api/docs: OpenAPI 3.1 from the routes' schemas (the contracts
 * of packages/shared), and a page rendering it from the app's own files. Register before the
 * routes: the document collects them as they are declared.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mogadishu Rentals API',
        version: '1.0.0',
        description: SOCKET_DESCRIPTION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'this server' }],
      security: [{ [SECURITY.apiKey]: [] }],
      components: {
        securitySchemes: {
          [SECURITY.apiKey]: {
            type: 'apiKey',
            in: 'header',
            name: API_KEY_HEADER,
            description: 'The shared key of the web client (every call but health and docs).',
          },
          [SECURITY.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description:
              'The session cookie set by signing in (`sid`; `__Host-sid` in production).',
          },
        },
      },
    },
    transform(document) {
      const url = document.url;
      // The web app, pictures and crawler files are not the API.
      if (!url.startsWith('/api/') || url.startsWith(`${DOCS_PATH}`)) {
        return { schema: { hide: true } as never, url };
      }
      const out = jsonSchemaTransform(document) as {
        schema: Record<string, unknown>;
        url: string;
      };
      const schema = { ...(out.schema ?? {}) };
      const contract = contractOfSchema(document.schema);
      if (contract?.multipart) {
        const body = multipartBody(contract.multipart);
        schema.body = body;
        schema.consumes = ['multipart/form-data'];
      }
      // A route not yet converted to a contract has no summary: its method and path stand in.
      if (!schema.summary) schema.summary = `${String(document.route.method)} ${url}`;
      if (url === '/api/health' || url === OPENAPI_PATH) schema.security = [];
      if (contract?.answerType) schema.produces = [contract.answerType, 'application/json'];
      return { schema: schema as never, url: openApiPath(url) };
    },
    transformObject(document) {
      const object = jsonSchemaTransformObject(document) as unknown as OpenApiDocument;
      return finishDocument(object) as never;
    },
  });

  // Public: outside the keyed scope; the document is built once and kept, cached briefly.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page reads the document above rather than its own copy.
    uiConfig: { url: OPENAPI_PATH, deepLinking: true, validatorUrl: null, tryItOutEnabled: false },
  });
}

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: JsonSchema; encoding?: unknown }> };
  responses?: Record<string, unknown>;
  security?: unknown;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: unknown };
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
};

/** `post /api/rentingProperty/filter` → `postRentingPropertyFilter` (unique in the document). */
const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * A route answering plain text (POST /rentingProperty/rent) fails in plain text too: the word
 * `error` with the failure's status. Only a refusal before its handler runs (no API key, a rate
 * limit) is the JSON ApiFailure. fastify-swagger gives every media type the same schema, which
 * described the text as an ApiFailure object.
 */
function describeTextFailures(responses: Record<string, unknown>) {
  for (const [code, response] of Object.entries(responses)) {
    if (!/^[45]/.test(code)) continue;
    const answer = response as { description?: string; content?: Record<string, unknown> };
    if (!answer.content?.['text/plain']) continue;
    answer.content['text/plain'] = { schema: { type: 'string', enum: ['error'] } };
    answer.description = code.startsWith('4')
      ? 'A refusal: the text `error` with its status; refused before the call is read (no API key, too many calls), the JSON ApiFailure'
      : 'A failure: the text `error` with its status';
  }
}

/** What the transforms per route cannot do: encodings, failure answers, examples, tags. */
function finishDocument(doc: OpenApiDocument): OpenApiDocument {
  const tags = new Set<string>();
  const ids = new Set<string>();
  for (const [url, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations) as [
      string,
      Operation & { tags?: string[] },
    ][]) {
      for (const tag of operation.tags ?? []) tags.add(tag);
      if (!operation.operationId) {
        const id = operationIdOf(method, url);
        let unique = id;
        for (let n = 2; ids.has(unique); n++) unique = `${id}${n}`;
        operation.operationId = unique;
      }
      ids.add(operation.operationId);
      const form = operation.requestBody?.content?.['multipart/form-data'];
      if (form?.schema && 'x-encoding' in form.schema) {
        const encoding = form.schema['x-encoding'] as Record<string, unknown>;
        delete form.schema['x-encoding'];
        if (Object.keys(encoding).length > 0) form.encoding = encoding;
      }
      const responses = (operation.responses ??= {});
      describeTextFailures(responses);
      if (!Object.keys(responses).some((code) => /^4/.test(code))) {
        responses['4XX'] = {
          description: 'A refusal',
          content: { 'application/json': { schema: failureRef } },
        };
      }
      if (!Object.keys(responses).some((code) => /^5/.test(code))) {
        responses['5XX'] = {
          description: 'A failure',
          content: { 'application/json': { schema: failureRef } },
        };
      }
    }
  }
  for (const [name, examples] of Object.entries(componentExamples)) {
    const schema = doc.components.schemas[name];
    if (schema) schema.examples = examples;
  }
  // The zod provider emits an input twin of every named schema; keep those something uses.
  // Twins used only by unused twins go too: prune until nothing more goes.
  for (let pruned = true; pruned;) {
    pruned = false;
    const text = JSON.stringify(doc);
    for (const name of Object.keys(doc.components.schemas)) {
      if (name.endsWith('Input') && !text.includes(`"#/components/schemas/${name}"`)) {
        delete doc.components.schemas[name];
        pruned = true;
      }
    }
  }
  doc.tags = [...tags].sort().map((name) => ({ name, description: `${name} calls` }));
  return doc;
}
