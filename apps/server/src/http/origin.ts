import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Refuses a state-changing request whose Origin header names another site. Browsers send Origin
 * on every cross-site POST, so this stops forged requests even if the x-api-key header (which
 * the page itself publishes) were ever copied to a foreign page. Allowed: no Origin (non-browser
 * clients), this server's own origin as the request reached it, PUBLIC_URL, and outside
 * production any loopback origin (the Vite dev server proxies the API with its own origin).
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const publicOrigin = originOf(config.publicUrl);
  const allowed = (origin: string, request: FastifyRequest) =>
    origin === publicOrigin ||
    origin === `${request.protocol}://${request.host}` ||
    (config.env !== 'production' && LOOPBACK.test(origin));

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowed(origin, request)) {
      throw new AppError(
        403,
        'Refused: this request came from another site (Origin header)',
        'forbidden',
      );
    }
  });
}
