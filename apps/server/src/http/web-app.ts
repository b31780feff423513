import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the runtime configuration the client reads (key header value, Google id). */
function renderIndex(html: string, config: Config) {
  const metas = [`<meta name="api-key" content="${escapeAttr(config.apiKey)}">`];
  if (config.googleClientId)
    metas.push(`<meta name="google-client-id" content="${escapeAttr(config.googleClientId)}">`);
  return html.replace('<!--app-config-->', metas.join(''));
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * the app's index for client routes. Returns false when there is no build (API-only runs).
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<boolean> {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const index = renderIndex(fs.readFileSync(indexFile, 'utf8'), config);

  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=0, must-revalidate');
    },
  });
  app.decorate('webIndex', index);
  app.get('/', (_request, reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(index),
  );
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    webIndex?: string;
  }
}
