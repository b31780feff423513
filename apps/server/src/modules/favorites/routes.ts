import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favoritesContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { requireUser } from '../users/request-user';
import { countFavorites, favoriteListings, setFavorite } from './service';

/** Favourites of spec 1 section 7: toggles, the My account tab and a listing's count. */
export async function favoriteRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    contract.addFavorite.path,
    { schema: schemaOf(contract.addFavorite), config: { keepsCache: true } },
    async (request) => ok(await setFavorite(deps, await requireUser(request), request.body, true)),
  );

  r.post(
    contract.removeFavorite.path,
    { schema: schemaOf(contract.removeFavorite), config: { keepsCache: true } },
    async (request) => ok(await setFavorite(deps, await requireUser(request), request.body, false)),
  );

  r.get(
    contract.favoriteProperties.path,
    { schema: schemaOf(contract.favoriteProperties) },
    async (request) =>
      ok(await favoriteListings(deps, await requireUser(request), request.params.userId)),
  );

  r.get(
    contract.favoriteCount.path,
    { schema: schemaOf(contract.favoriteCount) },
    async (request) => ok(await countFavorites(deps, request.query.propertyId)),
  );
}
