import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteBody, propertyIdQuery } from '@rentals/shared';
import { ok } from '../../http/envelope';
import { requireUser } from '../auth/sessions';
import { countFavorites, favoriteListings, registerFavoritesLoader, setFavorite } from './service';

/** Favourites of spec 1 section 7: toggles, the My account tab and a listing's count. */
export async function favoriteRoutes(app: FastifyInstance) {
  registerFavoritesLoader();
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/users/addFavorite', { schema: { body: favoriteBody } }, async (request) =>
    ok(await setFavorite(deps, await requireUser(request), request.body, true)),
  );

  r.post('/users/removeFavorite', { schema: { body: favoriteBody } }, async (request) =>
    ok(await setFavorite(deps, await requireUser(request), request.body, false)),
  );

  r.get(
    '/users/favoriteProperties/:userId',
    { schema: { params: z.object({ userId: z.uuid({ error: 'must be an id' }) }) } },
    async (request) =>
      ok(await favoriteListings(deps, await requireUser(request), request.params.userId)),
  );

  r.get(
    '/rentingProperty/favorites',
    { schema: { querystring: propertyIdQuery } },
    async (request) => ok(await countFavorites(deps, request.query.propertyId)),
  );
}
