import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** Security headers; the policy admits only our own origin plus Google's sign-in button. */
const middleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
      styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
      frameSrc: [GOOGLE_GSI],
      connectSrc: ["'self'", GOOGLE_GSI],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
      fontSrc: ["'self'", 'data:'],
      // The installed app's manifest and its service worker (issue 18), ours alone.
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Google's sign-in popup talks back to the opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet sets, worked out once: they are the same for every answer. */
function securityHeaders(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as never, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Every answer carries them. @fastify/helmet built helmet's whole middleware (its policy parsed
 * anew) on every request, 2% of an uncached list's time (issue 20); the headers never change.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
