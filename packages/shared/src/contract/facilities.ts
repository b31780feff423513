import { facilityCatalogueAnswer } from '../answers/facilities';
import { apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Issue 19: the facility catalogue, public, so a client can offer the names the server takes. */
const tag = 'Facilities';

export const catalogue = defineRoute({
  method: 'GET',
  path: '/facilities',
  summary: 'The facility names every add and edit accepts, and the categories of each kind',
  description: 'It changes only with a release: served with Cache-Control public, max-age=3600.',
  tag,
  access: 'public',
  answer: apiSuccess(facilityCatalogueAnswer),
});
