import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A Host header as a browser or crawler sends it: a name or address and an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute origin links to this site start with (canonical, og:url, og:image, sitemap):
 * PUBLIC_URL when set, else the one this request reached (its protocol as the proxy says when
 * TRUST_PROXY is on). A Host that is no host name falls back to the configured address.
 */
export function siteOrigin(request: FastifyRequest, config: Config): string {
  if (config.siteUrl) return config.siteUrl;
  const host = request.host;
  if (!host || !HOST.test(host)) return config.publicUrl;
  return `${request.protocol}://${host.toLowerCase()}`;
}
