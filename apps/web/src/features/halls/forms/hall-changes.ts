import type { Hall, HallUpdateValues } from '@rentals/shared';
import { changedValues } from '../../../shared/forms/listing-changes';
import { hallFormOf, hallValuesOf, type HallFormValues } from './hall-form';

/**
 * Only what the owner changed, as updatedValues of POST /hallProperty/update. `order` is the
 * existing pictures in their new order, or null when uploads replace them all. An empty object
 * means there is nothing to send.
 */
export const hallChanges = (hall: Hall, form: HallFormValues, order: readonly string[] | null) =>
  changedValues<HallUpdateValues>(
    hallValuesOf(hallFormOf(hall)),
    hallValuesOf(form),
    order,
    hall.pictures,
  );
