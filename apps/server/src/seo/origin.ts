import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { fromTrustedProxy, trustFunction } from '../client-address';

/** A Host header as a browser or crawler sends it: a name or address and an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Adds header names to the answer's Vary, keeping those already there. */
export function addVary(reply: FastifyReply, ...names: string[]) {
  const current = String(reply.getHeader('vary') ?? '');
  const have = new Set(current.split(',').map((n) => n.trim().toLowerCase()));
  const added = names.filter((n) => !have.has(n.toLowerCase()));
  if (added.length === 0) return;
  reply.header('vary', [current, ...added].filter(Boolean).join(', '));
}

/**
 * The absolute origin links to this site start with (canonical, og:url, og:image, sitemap):
 * PUBLIC_URL when set (production requires it), else the one this request reached. Then the
 * answer depends on the request's Host (and, from a trusted proxy, X-Forwarded-Host and -Proto),
 * which its Vary says; a Host that is no host name, or a protocol other than http or https,
 * falls back to the configured address.
 */
export function siteOrigin(reply: FastifyReply, config: Config): string {
  if (config.siteUrl) return config.siteUrl;
  const { request } = reply;
  const proxied = fromTrustedProxy(request.raw, trustFunction(config.trustProxy));
  addVary(reply, 'Host', ...(proxied ? ['X-Forwarded-Host', 'X-Forwarded-Proto'] : []));
  const host = request.host;
  const protocol = request.protocol as string;
  if (!host || !HOST.test(host)) return config.publicUrl;
  if (protocol !== 'http' && protocol !== 'https') return config.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
