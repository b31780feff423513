import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

export type SendIndex = (reply: FastifyReply) => FastifyReply;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated.
 * Returns the sender of the app's index (for `/` and client routes), or null when there is
 * no build (API-only runs).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
): Promise<SendIndex | null> {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
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
  const sendIndex: SendIndex = (reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(index);
  app.get('/', (_request, reply) => sendIndex(reply));
  return sendIndex;
}
