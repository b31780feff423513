import { conflict } from '../../http/errors';
import type { PropertyRow } from './repository';

/** A property someone is renting or has asked for cannot be deleted from under them. */
export function assertDeletable(row: PropertyRow): void {
  if (row.status === 'pending' || row.status === 'rented')
    throw conflict(`The property is ${row.status}; it can be deleted once it is free again`);
}
