import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '../media/images';
import { badRequest, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes files in a multipart body. Only such a route reads one, and only for a
     * signed-in caller: a visitor is refused before a byte of the body is read.
     */
    uploads?: boolean;
  }
}

/** A file of a multipart body: written to a temporary file as it arrived, hashed on the way. */
export type UploadedFile = {
  field: string;
  filename: string;
  path: string;
  size: number;
  sha256: string;
};
export type MultipartForm = { fields: Record<string, unknown>; files: UploadedFile[] };

/** One part of a multipart body, in the order it came: a text field or a spooled file. */
export type MultipartPart =
  { type: 'field'; name: string; value: string } | ({ type: 'file' } & UploadedFile);

/** Where files of requests in flight are kept: in the data folder, on disk, not in memory. */
export const spoolDir = (dataDir: string) => path.join(dataDir, 'tmp');
/** A file this old in the spool is from a process that ended mid-upload (uploads take seconds). */
const STALE_MS = 60 * 60 * 1000;

/** The temporary files of one request; once it has ended, none may stay. */
type Spool = { dir: string; files: string[] };
const spools = new WeakMap<FastifyRequest, Spool>();

async function discard(request: FastifyRequest) {
  const files = spools.get(request)?.files.splice(0) ?? [];
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}

/**
 * The multipart plugin with our limits, and the spool: temporary files are removed as the
 * answer goes out (so the client sees a clean disk), again when it has gone, and left over
 * from a crash at the next start.
 */
export async function registerMultipart(app: FastifyInstance, dataDir: string) {
  const dir = spoolDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_MS) await fs.rm(file, { force: true });
  }
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 15, fields: 40 },
    throwFileSizeLimit: true,
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    await discard(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => discard(request));
}

/** Streams one file part to a new temporary file, hashing it on the way. */
async function spoolFile(request: FastifyRequest, spool: Spool, part: MultipartFile) {
  const file = path.join(spool.dir, randomUUID());
  spool.files.push(file);
  // Opened before the stream starts, so a failure at any point finds the file there to remove.
  const handle = await fs.open(file, 'wx');
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    part.file,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    handle.createWriteStream(),
  );
  if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return { path: file, size, sha256: hash.digest('hex') };
}

async function readParts(request: FastifyRequest): Promise<MultipartPart[]> {
  const { config, url } = request.routeOptions;
  if (!config.uploads) throw new Error(`${url} reads files: declare config.uploads on the route`);
  // Only people who are signed in send files: a visitor is refused before a byte is read.
  if (!request.user) throw unauthorized();
  const spool: Spool = { dir: spoolDir(request.server.deps.config.dataDir), files: [] };
  spools.set(request, spool);
  const out: MultipartPart[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = await spoolFile(request, spool, part);
        out.push({ type: 'file', field: part.fieldname, filename: part.filename, ...file });
      } else {
        out.push({ type: 'field', name: part.fieldname, value: String(part.value) });
      }
    }
  } catch (err) {
    await discard(request);
    // Fastify's own multipart errors (limits) keep their code for the callers, and a failing
    // disk (an error with a syscall) stays a server error; a broken body (no boundary, cut
    // off, a bad part header) is the client's fault.
    const { code, syscall } = err as { code?: string; syscall?: string };
    if (code?.startsWith('FST_') || syscall) throw err;
    throw badRequest('body: the multipart form is malformed');
  }
  return out;
}

const read = new WeakMap<FastifyRequest, Promise<MultipartPart[]>>();

/**
 * Every part of a multipart body, read once per request: the body is a stream, so whoever asks
 * first (the Idempotency-Key hook, which needs the files' hashes, or the route) reads it and
 * later callers get the same parts, or the same error (a visitor, a file over the size limit,
 * too many files).
 */
export function multipartParts(request: FastifyRequest): Promise<MultipartPart[]> {
  let parts = read.get(request);
  if (!parts) {
    parts = readParts(request);
    read.set(request, parts);
  }
  return parts;
}

/**
 * Reads a multipart body: files as repeated parts, every other field as text. Fields the API
 * names as structured (JSON text, DESIGN section 4) are parsed here so schemas see objects.
 */
export async function readMultipart(
  request: FastifyRequest,
  jsonFields: readonly string[],
): Promise<MultipartForm> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const part of await multipartParts(request)) {
    if (part.type === 'file') {
      const { type: _type, ...file } = part;
      files.push(file);
    } else if (jsonFields.includes(part.name)) {
      try {
        fields[part.name] = JSON.parse(part.value);
      } catch {
        throw badRequest(`body.${part.name}: must be JSON text`);
      }
    } else {
      fields[part.name] = part.value;
    }
  }
  return { fields, files };
}
