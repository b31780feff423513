import type { UserRow } from '../users/repository';
import { forbidden } from '../../http/errors';

/** A user id in a body must be the signed-in user (DESIGN section 4): 403 otherwise. */
export function assertActor(claimed: string, actor: UserRow, field: string) {
  if (claimed !== actor.id) throw forbidden(`${field} is not the signed-in user`);
}

/** Only a property's owner may answer its requests or see its records. */
export function assertOwner(property: { ownerId: string }, actor: UserRow) {
  if (property.ownerId !== actor.id) throw forbidden('Only the owner of the property can do this');
}
