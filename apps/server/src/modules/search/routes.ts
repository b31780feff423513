import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { sendJson } from '../../http/public-cache';
import { search } from './service';

/** Search (issue 35). */
export async function searchRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    contract.search.path,
    { schema: schemaOf(contract.search), config: { public: true } },
    async (request, reply) => {
      const { cursor, limit, ...fields } = request.query;
      const { items, ...extra } = await search(deps, fields, { cursor, limit });
      return sendJson(reply, items, extra);
    },
  );
}
