import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

// Proxy trust and the client's address, for config (TRUST_PROXY), the HTTP server, the socket's
// upgrade and the site's origin alike: a root file below all of them, on Node's request alone.

/**
 * Which proxies' word is taken for the client's address (TRUST_PROXY): none, the nearest
 * `hops` proxies (the instance must then be reachable only through them), or the proxies at
 * these addresses or ranges. Never a value the client wrote: the address is read from the right
 * of X-Forwarded-For, past the trusted proxies only, so a forged left-most entry is never reached.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Whether the `i`-th address from the socket's end (0: the peer itself) is a trusted proxy. */
export type TrustFunction = (address: string, i: number) => boolean;

/**
 * The trust as Fastify takes it (`trustProxy`) and as the socket's upgrade needs it. A hop count
 * is a function of our own: Fastify 5 trusts nothing for a number (it cannot check the peer), and
 * trusting everything would take the left-most entry, the one the client wrote.
 */
export function trustFunction(trust: TrustProxy): TrustFunction | false {
  if (trust === false) return false;
  let fn = compiled.get(trust);
  if (!fn) {
    const hops = 'hops' in trust ? trust.hops : 0;
    fn = 'hops' in trust ? (_address, i) => i < hops : proxyAddr.compile(trust.addresses);
    compiled.set(trust, fn);
  }
  return fn;
}
const compiled = new WeakMap<Exclude<TrustProxy, false>, TrustFunction>();

/** Throws when an entry of a TRUST_PROXY list is neither an address, a range nor a known name. */
export function checkProxyAddresses(addresses: string[]) {
  proxyAddr.compile(addresses);
}

/**
 * The client's address for a request Fastify does not see (a WebSocket upgrade), read as Fastify
 * reads `request.ip`.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustFunction | false): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trust) return peer;
  return proxyAddr(req, trust) ?? peer;
}

/** Whether the peer of this connection is a trusted proxy (so its X-Forwarded-* are believed). */
export function fromTrustedProxy(req: IncomingMessage, trust: TrustFunction | false): boolean {
  const peer = req.socket.remoteAddress;
  return Boolean(trust && peer && trust(peer, 0));
}
