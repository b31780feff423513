import type { z } from 'zod';
import type { propertyRequestBody, reportBody } from '@rentals/shared';
import type { Deps } from '../../deps';
import { assertSelf } from '../listings/policy';
import type { UserRow } from '../users/repository';
import { insertPropertyRequest, insertReport } from './repository';

/** A signed-in user's report from the Report screen (spec 1 section 2). */
export async function addReport(
  deps: Deps,
  actor: UserRow,
  input: z.output<typeof reportBody>,
): Promise<'success'> {
  assertSelf(actor, input.from, 'from');
  await insertReport(deps.db, {
    fromUserId: actor.id,
    type: input.type,
    description: input.description,
  });
  return 'success';
}

/** A request for a property to buy or rent, from the Post request form. */
export async function addPropertyRequest(
  deps: Deps,
  actor: UserRow,
  input: z.output<typeof propertyRequestBody>['request'],
): Promise<'success'> {
  assertSelf(actor, input.customer, 'customer');
  await insertPropertyRequest(deps.db, {
    customerId: actor.id,
    region: input.region,
    district: input.district,
    customerType: input.customer_type,
    propertyType: input.property_type,
    service: input.service,
    description: input.description,
  });
  return 'success';
}
