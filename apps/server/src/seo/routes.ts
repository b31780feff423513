import type { FastifyInstance } from 'fastify';
import { PRIVATE_PATH_PREFIXES } from '@rentals/shared';
import type { Config } from '../config';
import { siteOrigin } from './origin';
import { listingSitemap, pagesSitemap, parseSitemapFile, sitemapIndex } from './sitemap';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back daily at most; a new listing shows within the hour. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** robots.txt and the sitemap: what crawlers may read, and every public page to read. */
export function registerCrawlerFiles(app: FastifyInstance, config: Config) {
  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${siteOrigin(reply, config)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemapIndex(
      app.deps.db,
      siteOrigin(reply, config),
      config.sitemapUrlsPerFile,
    );
    return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(xml);
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const origin = siteOrigin(reply, config);
    if (file === 'pages.xml') {
      return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(pagesSitemap(origin));
    }
    const named = parseSitemapFile(file);
    const stream =
      named &&
      (await listingSitemap(
        app.deps.db,
        origin,
        named.kind,
        named.file,
        config.sitemapUrlsPerFile,
      ));
    if (!stream) {
      return reply.status(404).type('text/plain; charset=utf-8').send('There is no such sitemap');
    }
    return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(stream);
  });
}
