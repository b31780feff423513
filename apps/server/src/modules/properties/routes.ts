import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterBody, isRouteType, pageQuery } from '@rentals/shared';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { currentUser } from '../auth/sessions';
import { pageRequest } from '../listings/cursor';
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

  r.get('/rentingProperty/renting', { schema: { querystring: pageQuery } }, async (request) => {
    const page = await listNewest(deps, pageRequest(request.query));
    return ok(page.items, { next: page.next });
  });

  r.get(
    '/rentingProperty/property-category/:type',
    { schema: { params: z.object({ type: z.string().max(60) }), querystring: pageQuery } },
    async (request) => {
      const { type } = request.params;
      if (!isRouteType(type)) throw notFound(`There is no category "${type}"`);
      // Hotels and halls are their own kinds; until their sources land they list nothing.
      const page = (await listByRoute(deps, type, pageRequest(request.query))) ?? {
        items: [],
        next: null,
      };
      return ok(page.items, { next: page.next });
    },
  );

  r.post(
    '/rentingProperty/filter',
    { schema: { body: filterBody, querystring: pageQuery } },
    async (request) => {
      const page = await filterListings(deps, request.body, pageRequest(request.query));
      return ok(page.items, { next: page.next });
    },
  );

  r.get('/rentingProperty/category-counts', async () => ok(await countListingsByRoute(deps.db)));

  // The spec calls it with both spellings.
  for (const path of ['/rentingproperty/find/:id', '/rentingProperty/find/:id']) {
    r.get(path, { schema: { params: idParams } }, async (request) =>
      ok(await findPropertyDetail(deps, request.params.id, await currentUser(request))),
    );
  }

  await app.register(propertyOwnerRoutes);
}
