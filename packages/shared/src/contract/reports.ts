import { propertyRequestBody, reportBody } from '../schemas/properties';
import { apiMessage } from './envelope';
import { defineRoute } from './route';

/**
 * Reports and requests of spec 1 section 7: signed-in users only, as themselves; a few an hour
 * per account.
 */
const tag = 'Reports';

export const addReport = defineRoute({
  method: 'POST',
  path: '/reports/add',
  summary: "A report from the Report screen for the admins; answers 'success'",
  tag,
  access: 'user',
  body: reportBody,
  answer: apiMessage,
});

export const addPropertyRequest = defineRoute({
  method: 'POST',
  path: '/propertyrequest/add',
  summary: "A request for a property to buy or rent, from the Post request form; answers 'success'",
  tag,
  access: 'user',
  body: propertyRequestBody,
  answer: apiMessage,
});
