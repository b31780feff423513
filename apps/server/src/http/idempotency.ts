import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@rentals/shared';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../app-error';
import { badRequest, conflict } from './errors';
import { multipartParts, type MultipartPart } from './multipart';

/** Set on an answer that is the stored result of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotency-replayed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A creating call that takes an `Idempotency-Key` (the web client sends one to the paths of
     * IDEMPOTENT_PATHS; a test keeps the two alike). A key sent to any other call is ignored:
     * those calls either change nothing new (answers, updates, deletes are guarded by state)
     * or, like sign-in, answer with a cookie that a stored result could not give again.
     */
    idempotent?: boolean;
  }
}

/** Keys are kept a day; a retry after that runs again. */
const KEEP = sql`interval '24 hours'`;
/**
 * A request still marked in flight after this long is taken as lost (its process ended before
 * it answered) and the key may be claimed again; uploads of 15 pictures finish well within it.
 */
const LEASE = sql`interval '5 minutes'`;
/** Answers larger than this are not kept (creating calls answer a few hundred bytes). */
const MAX_STORED_BODY = 256 * 1024;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const entries = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`);
  return `{${entries.join(',')}}`;
}

/**
 * A multipart body as what it means, not its bytes (each client picks its own boundary): the
 * text fields sorted by name (a repeated name keeps its order), then the files in the order sent
 * (the first picture is the cover) as name, file name and the SHA-256 of their bytes (taken as
 * they streamed to disk).
 */
function multipartDigest(parts: MultipartPart[]): string {
  const fields = parts
    .flatMap((p) => (p.type === 'field' ? [[p.name, p.value]] : []))
    .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  const files = parts.flatMap((p) => (p.type === 'file' ? [[p.field, p.filename, p.sha256]] : []));
  return canonicalJson({ multipart: { fields, files } });
}

type Claimed = { scope: string; key: string };
type Outcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' };

const rowIs = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Claims the key for this request, atomically in the database so it holds across instances:
 * a new key (or one expired, or one whose request was lost) is ours to run; otherwise the stored
 * answer is replayed, or the request is refused as different or still running.
 */
async function claim(
  db: Db,
  row: { scope: string; key: string; method: string; path: string; fingerprint: string },
): Promise<Outcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...row, expiresAt: sql`now() + ${KEEP}` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return { kind: 'claimed' };

    const retaken = await db
      .update(idempotencyKeys)
      .set({
        method: row.method,
        path: row.path,
        fingerprint: row.fingerprint,
        status: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
        expiresAt: sql`now() + ${KEEP}`,
      })
      .where(
        and(
          rowIs(row.scope, row.key),
          or(
            lt(idempotencyKeys.expiresAt, sql`now()`),
            and(
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.createdAt, sql`now() - ${LEASE}`),
            ),
          ),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (retaken.length) return { kind: 'claimed' };

    const [found] = await db
      .select()
      .from(idempotencyKeys)
      .where(rowIs(row.scope, row.key))
      .limit(1);
    // Gone in between: its request failed with a 5xx and let the key go. Claim it again.
    if (!found) continue;
    if (found.fingerprint !== row.fingerprint) return { kind: 'mismatch' };
    if (found.status === null || found.body === null) return { kind: 'in-flight' };
    return {
      kind: 'replay',
      status: found.status,
      contentType: found.contentType,
      body: found.body,
    };
  }
  return { kind: 'in-flight' };
}

/**
 * `Idempotency-Key` on the creating calls (`config.idempotent`): a retry with the same key (same user or, for a
 * visitor, the same address; same method, path and body) answers the first result, same status
 * and body, without running again; the same key with another request is refused with 422, and
 * while the first is still running a retry gets 409. Answers of 5xx are not kept, so a retry of
 * a server failure runs again. Register it in the scope of the routes, before them.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  const claims = new WeakMap<FastifyRequest, Claimed>();

  const release = async (request: FastifyRequest, held: Claimed) => {
    try {
      await db.delete(idempotencyKeys).where(rowIs(held.scope, held.key));
    } catch (err) {
      request.log.warn({ err }, 'idempotency key release failed');
    }
  };

  // preValidation: the body is parsed (JSON) but not yet reshaped by the route's schema, so the
  // hash is of what the client sent. A multipart body of a route that takes files is read here
  // (to disk, for a signed-in caller only), once, for the route too.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('Idempotency-Key: send one key of 1 to 255 visible ASCII characters');
    }

    let bodyDigest: string;
    if (request.isMultipart() && request.routeOptions.config.uploads) {
      try {
        bodyDigest = multipartDigest(await multipartParts(request));
      } catch {
        // Not read (a visitor, refused before the body) or unreadable (a file over the limit,
        // too many files): the route meets the same error and answers it in its own words;
        // nothing runs, so there is nothing to guard.
        return;
      }
    } else {
      bodyDigest = canonicalJson(request.body ?? null);
    }

    const scope = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    const path = request.url;
    const fingerprint = sha256(`${request.method} ${path}\n${bodyDigest}`);
    const outcome = await claim(db, {
      scope,
      key: header,
      method: request.method,
      path,
      fingerprint,
    });
    switch (outcome.kind) {
      case 'claimed':
        claims.set(request, { scope, key: header });
        return;
      case 'replay':
        reply.header(REPLAYED_HEADER, 'true');
        if (outcome.contentType) reply.type(outcome.contentType);
        return reply.status(outcome.status).send(outcome.body);
      case 'mismatch':
        throw new AppError(
          422,
          'This Idempotency-Key was already used for a different request; send a new key for a new request',
          'conflict',
        );
      case 'in-flight':
        // The client waits this long and asks again; by then it usually finds the answer.
        reply.header('retry-after', '1');
        throw conflict(
          'A request with this Idempotency-Key is still running; retry once it has answered',
        );
    }
  });

  // The answer is stored before it leaves, so a retry that follows it finds it complete.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = claims.get(request);
    if (!held) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : null;
    if (status >= 500 || body === null || body.length > MAX_STORED_BODY) {
      await release(request, held);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    try {
      await db
        .update(idempotencyKeys)
        .set({ status, body, contentType: typeof contentType === 'string' ? contentType : null })
        .where(and(rowIs(held.scope, held.key), isNull(idempotencyKeys.status)));
    } catch (err) {
      request.log.warn({ err }, 'idempotency answer not stored');
    }
    return payload;
  });

  // A request that finished without passing onSend lets its key go. (A client that goes away
  // does not: its request may still be running, and onSend stores its answer when it ends.)
  app.addHook('onResponse', async (request) => {
    const held = claims.get(request);
    if (!held) return;
    claims.delete(request);
    await release(request, held);
  });

  const timer = setInterval(
    () =>
      void db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, sql`now()`))
        .catch((err: unknown) => app.log.warn({ err }, 'purge of expired idempotency keys failed')),
    3600 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
