import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** Security headers; the policy admits only our own origin plus Google's sign-in button. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
}
