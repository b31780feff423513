import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { sendCards } from '../../http/public-cache';
import { userRoute } from '../users/request-user';
import { deleteSavedSearch, listSavedSearches, pauseSavedSearch, saveSearch } from './saved';
import { readingAnswer, search } from './service';

/** Search and saved searches (issue 35). */
export async function searchRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    contract.search.path,
    { schema: schemaOf(contract.search), config: { public: true } },
    async (request, reply) => {
      const { cursor, limit, ...fields } = request.query;
      const answer = await search(deps, fields, { cursor, limit });
      return sendCards(reply, answer, () => ({
        reading: JSON.stringify(readingAnswer(answer.reading)),
        suggestions: JSON.stringify(answer.suggestions),
        closest: `[${answer.closest.join(',')}]`,
      }));
    },
  );

  // A saved search is the person's own: no visitor sees it, so the public cache keeps all.
  userRoute(app, contract.saveSearch, (actor, request) => saveSearch(deps, actor, request.body), {
    changes: [],
  });
  userRoute(app, contract.listSavedSearches, (actor) => listSavedSearches(deps, actor));
  userRoute(
    app,
    contract.pauseSavedSearch,
    (actor, request) => pauseSavedSearch(deps, actor, request.params.id, request.body.paused),
    { changes: [] },
  );
  userRoute(
    app,
    contract.deleteSavedSearch,
    (actor, request) => deleteSavedSearch(deps, actor, request.params.id),
    { changes: [] },
  );
}
