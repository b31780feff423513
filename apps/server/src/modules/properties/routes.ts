import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterBody, isRouteType, pageQuery } from '@rentals/shared';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { currentUser } from '../auth/sessions';
import { pageRequest } from '../listings/cursor';
import { publicCache, sendJson } from '../listings/public-cache';
import { countListingsByRoute, registerListingSource } from '../listings/registry';
import { propertyOwnerRoutes } from './owner-routes';
import {
  filterListings,
  findPropertyDetail,
  listByRoute,
  listNewest,
  propertySource,
} from './service';

const idParams = z.object({ id: z.string().max(100) });

/** Browsing general properties (spec 1 section 7): public, keyset-paged lists and the detail. */
export async function propertyRoutes(app: FastifyInstance) {
  registerListingSource(propertySource);
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The lists' first pages come from the public cache: sendJson serialises each one once.
  r.get(
    '/rentingProperty/renting',
    { schema: { querystring: pageQuery } },
    async (request, reply) => {
      const page = await listNewest(deps, pageRequest(request.query));
      return sendJson(reply, page.items, { next: page.next });
    },
  );

  r.get(
    '/rentingProperty/property-category/:type',
    { schema: { params: z.object({ type: z.string().max(60) }), querystring: pageQuery } },
    async (request, reply) => {
      const { type } = request.params;
      if (!isRouteType(type)) throw notFound(`There is no category "${type}"`);
      const page = await listByRoute(deps, type, pageRequest(request.query));
      return sendJson(reply, page.items, { next: page.next });
    },
  );

  r.post(
    '/rentingProperty/filter',
    { schema: { body: filterBody, querystring: pageQuery } },
    async (request, reply) => {
      const page = await filterListings(deps, request.body, pageRequest(request.query));
      return sendJson(reply, page.items, { next: page.next });
    },
  );

  // Counting means reading every listing (87 ms on 100,000): from the public cache.
  r.get('/rentingProperty/category-counts', async (_request, reply) =>
    sendJson(
      reply,
      await publicCache(deps).get('category-counts', () => countListingsByRoute(deps.db)),
    ),
  );

  // The spec calls it with both spellings.
  for (const path of ['/rentingproperty/find/:id', '/rentingProperty/find/:id']) {
    r.get(path, { schema: { params: idParams } }, async (request) =>
      ok(await findPropertyDetail(deps, request.params.id, await currentUser(request))),
    );
  }

  await app.register(propertyOwnerRoutes);
}
