import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * Whether the client of `request` may cause one more server rendering now (issue 32): a page
 * the public cache does not hold costs about ten times a cached one (some 28 ms of CPU), and a
 * unique filter makes any page one it does not hold. Each client address may cause
 * RENDERS_PER_MINUTE of them (counted through Redis when it is set, like every rate limit);
 * past them its pages are sent unrendered, as the app's shell that the browser renders, so a
 * person behind a shared address still gets every page. Cache hits are never counted.
 */
export type RenderBudget = (request: FastifyRequest) => Promise<boolean>;

export function renderBudget(app: FastifyInstance, perMinute: number): RenderBudget {
  const count = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `render:ip:${normalizeIP(request.ip, 64)}`,
  });
  return async (request) => {
    const counted = await count(request);
    return counted.isAllowed || !counted.isExceeded;
  };
}
