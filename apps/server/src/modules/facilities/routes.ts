import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FACILITY_CATALOGUE,
  FACILITY_CATEGORIES_BY_KIND,
  facilitiesContract as contract,
  MIN_FACILITIES,
} from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { sendJson } from '../../http/public-cache';

/**
 * The names every add and edit accepts, and which categories each kind of listing offers: one
 * object, so sendJson serialises and compresses it once per process.
 */
const CATALOGUE = {
  minimum: MIN_FACILITIES,
  categories: FACILITY_CATALOGUE,
  kinds: FACILITY_CATEGORIES_BY_KIND,
};

/** It changes only with a release (names are added, never renamed), so any cache may keep it. */
const CACHE = 'public, max-age=3600';

/** Issue 19: the facility catalogue, public, so a client can offer the names the server takes. */
export async function facilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    contract.catalogue.path,
    { schema: schemaOf(contract.catalogue), config: { public: true } },
    async (_request, reply) => sendJson(reply.header('cache-control', CACHE), CATALOGUE),
  );
}
