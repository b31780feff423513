import type { FastifyInstance } from 'fastify';
import { deriveMissingVariant } from '../media/listing-pictures';
import { notFound } from './errors';
import type { Storage } from '../storage/storage';
import { UPLOADS_PREFIX } from '../storage/storage';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/**
 * Nothing under /uploads/ but a stored file: a 404 of its own, never the not-found handler,
 * which sends the web app's page (200) to any other GET when a build is present.
 */
const noSuchFile = () => notFound('There is no such file');

/** Uploaded files by their content-hashed key: they never change, so they cache forever. */
export function registerUploads(app: FastifyInstance, storage: Storage) {
  app.get(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Cake pictures are private to an event: only GET /users/download-picture hands them out.
    if (key.startsWith('cakes/')) throw noSuchFile();
    // A picture stored before its phone or link-preview size existed gets that file on first
    // request. A damaged display file has no such file to give: logged for the operator, 404 like a
    // missing one (not a 500 on every visit to the listing).
    const file =
      (await storage.open(key)) ??
      (await deriveMissingVariant(storage, key).catch((err: unknown) => {
        request.log.error({ err, key }, 'picture size: its display file cannot be read');
        return null;
      }));
    if (!file) throw noSuchFile();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type(TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
    return reply.send(file);
  });
}
