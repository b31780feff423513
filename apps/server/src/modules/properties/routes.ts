import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertyContract as contract } from '@rentals/shared';
import { pathsOf, schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { currentUser } from '../users/request-user';
import { pageRequest } from '../../http/cursor';
import { publicCache, sendCards, sendJson } from '../../http/public-cache';
import { propertyOwnerRoutes } from './owner-routes';
import { filterListings, findPropertyDetail, listByRoute, listNewest } from './service';

/** Browsing general properties (spec 1 section 7): public, keyset-paged lists and the detail. */
export async function propertyRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The lists' first pages come from the public cache: sendJson serialises each one once.
  r.get(
    contract.listNewest.path,
    { schema: schemaOf(contract.listNewest), config: { public: true } },
    async (request, reply) => {
      const page = await listNewest(deps, pageRequest(request.query));
      return sendCards(reply, page);
    },
  );

  r.get(
    contract.listCategory.path,
    { schema: schemaOf(contract.listCategory), config: { public: true } },
    async (request, reply) => {
      // The contract takes only the category routes (ROUTE_TYPES): any other answers 400.
      const page = await listByRoute(deps, request.params.type, pageRequest(request.query));
      return sendCards(reply, page);
    },
  );

  r.post(
    contract.filterListings.path,
    { schema: schemaOf(contract.filterListings), config: { public: true, changes: [] } },
    async (request, reply) => {
      const page = await filterListings(deps, request.body, pageRequest(request.query));
      return sendCards(reply, page);
    },
  );

  // Counting means reading every listing (87 ms on 100,000): from the public cache.
  r.get(
    contract.categoryCounts.path,
    { schema: schemaOf(contract.categoryCounts), config: { public: true } },
    async (_request, reply) =>
      sendJson(
        reply,
        await publicCache(deps).get('category-counts', () => deps.listings.countByRoute(deps.db), [
          'listings',
        ]),
      ),
  );

  // The spec calls it with both spellings.
  for (const path of pathsOf(contract.findProperty)) {
    r.get(path, { schema: schemaOf(contract.findProperty) }, async (request) =>
      ok(await findPropertyDetail(deps, request.params.id, await currentUser(request))),
    );
  }

  await app.register(propertyOwnerRoutes);
}
