import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export type UploadedFile = { field: string; filename: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, unknown>; files: UploadedFile[] };

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
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
    } else {
      const text = String(part.value);
      if (jsonFields.includes(part.fieldname)) {
        try {
          fields[part.fieldname] = JSON.parse(text);
        } catch {
          throw badRequest(`body.${part.fieldname}: must be JSON text`);
        }
      } else {
        fields[part.fieldname] = text;
      }
    }
  }
  return { fields, files };
}
