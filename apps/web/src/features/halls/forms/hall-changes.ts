import type { Hall, HallUpdateValues } from '@rentals/shared';
import { pictureOrderChange } from '../../../shared/forms/listing-changes';
import { hallFormOf, hallValuesOf, type HallFormValues } from './hall-form';

/**
 * Only what the owner changed, as updatedValues of POST /hallProperty/update. `order` is the
 * existing pictures in their new order, or null when uploads replace them all. An empty object
 * means there is nothing to send.
 */
export function hallChanges(
  hall: Hall,
  form: HallFormValues,
  order: readonly string[] | null,
): HallUpdateValues {
  const before = hallValuesOf(hallFormOf(hall)) as Record<string, unknown>;
  const after = hallValuesOf(form) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return Object.assign(changes, pictureOrderChange(order, hall.pictures)) as HallUpdateValues;
}
