import type { FastifyInstance } from 'fastify';
import { favoritesContract as contract } from '@rentals/shared';
import { contractRoute } from '../../http/contract';
import { userRoute } from '../users/request-user';
import { countFavorites, favoriteListings, setFavorite } from './service';

/** Favourites of spec 1 section 7: toggles, the My account tab and a listing's count. */
export async function favoriteRoutes(app: FastifyInstance) {
  const { deps } = app;

  userRoute(
    app,
    contract.addFavorite,
    (actor, request) => setFavorite(deps, actor, request.body, true),
    { changes: [] },
  );
  userRoute(
    app,
    contract.removeFavorite,
    (actor, request) => setFavorite(deps, actor, request.body, false),
    { changes: [] },
  );
  userRoute(app, contract.favoriteProperties, (actor, request) =>
    favoriteListings(deps, actor, request.params.userId),
  );
  contractRoute(app, contract.favoriteCount, (request) =>
    countFavorites(deps, request.query.propertyId),
  );
}
