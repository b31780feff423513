import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER } from '@rentals/shared';
import { AppError } from '../app-error';

/**
 * Every /api call carries the shared key header. Besides identifying the client, a custom
 * header cannot be sent cross-site without a CORS preflight, so it also blocks forged requests.
 */
export function registerApiKeyCheck(app: FastifyInstance, apiKey: string) {
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request) => {
    const given = request.headers[API_KEY_HEADER];
    const buf = Buffer.from(typeof given === 'string' ? given : '');
    if (buf.length !== expected.length || !timingSafeEqual(buf, expected)) {
      throw new AppError(401, 'Missing or wrong API key', 'unauthorized');
    }
  });
}
