import type { Executor } from '../../db/client';
import { isVerificationRequested } from '../notifications/service';
import type { UserRow } from '../users/repository';
import { mustExist } from './policy';
import type { DetailOptions } from './owner-info';
import type { OwnerCard } from './rows';

/**
 * A listing's detail page for any kind: the kind finds it with its owner's card and presents it;
 * 404 "Can't find the property" when there is none.
 */
export async function findListingDetail<Found extends { owner: OwnerCard }, Answer>(
  db: Executor,
  id: string,
  viewer: UserRow | null,
  kind: {
    find(db: Executor, id: string): Promise<Found | null>;
    ownerIdOf(found: Found): string;
    present(found: Found, opts: DetailOptions): Answer;
  },
): Promise<Answer> {
  const found = mustExist(await kind.find(db, id));
  return kind.present(found, {
    signedIn: viewer !== null,
    verificationRequested: await isVerificationRequested(db, {
      id,
      ownerId: kind.ownerIdOf(found),
    }),
  });
}
