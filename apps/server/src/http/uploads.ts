import type { FastifyInstance } from 'fastify';
import { derivePhoneVariant } from '../media/listing-pictures';
import type { Storage } from '../storage/storage';
import { UPLOADS_PREFIX } from '../storage/storage';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** Uploaded files by their content-hashed key: they never change, so they cache forever. */
export function registerUploads(app: FastifyInstance, storage: Storage) {
  app.get(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Cake pictures are private to an event: only GET /users/download-picture hands them out.
    if (key.startsWith('cakes/')) return reply.callNotFound();
    // A picture stored before the phone size existed gets its phone file on first request. A
    // damaged display file has no phone file to give: logged for the operator, 404 like a
    // missing one (not a 500 on every visit to the listing).
    const file =
      (await storage.open(key)) ??
      (await derivePhoneVariant(storage, key).catch((err: unknown) => {
        request.log.error({ err, key }, 'phone picture: its display file cannot be read');
        return null;
      }));
    if (!file) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type(TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
    return reply.send(file);
  });
}
