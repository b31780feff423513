import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export type UploadedFile = { field: string; filename: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, unknown>; files: UploadedFile[] };

/** One part of a multipart body, in the order it came: a text field or a file's bytes. */
export type MultipartPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; filename: string; bytes: Buffer };

const read = new WeakMap<FastifyRequest, Promise<MultipartPart[]>>();

/**
 * Every part of a multipart body, read once per request: the body is a stream, so whoever asks
 * first (the Idempotency-Key hook, which hashes it, or the route) reads it and later callers get
 * the same parts, or the same error (a file over the size limit, too many files).
 */
export function multipartParts(request: FastifyRequest): Promise<MultipartPart[]> {
  let parts = read.get(request);
  if (!parts) {
    parts = (async () => {
      const out: MultipartPart[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            out.push({ type: 'file', name: part.fieldname, filename: part.filename, bytes });
          } else {
            out.push({ type: 'field', name: part.fieldname, value: String(part.value) });
          }
        }
      } catch (err) {
        // Fastify's own multipart errors (limits) keep their code for the callers; a broken body
        // (no boundary, cut off, a bad part header) is the client's fault, not a server error.
        if ((err as { code?: string }).code?.startsWith('FST_')) throw err;
        throw badRequest('body: the multipart form is malformed');
      }
      return out;
    })();
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
      files.push({ field: part.name, filename: part.filename, bytes: part.bytes });
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
