import { KIND_DESCRIPTORS, type FacilitySelection } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { saveListingPictures, type UploadedPicture } from '../../media/listing-pictures';
import type { UserRow } from '../users/repository';
import { assertOwnPictures, samePictures } from './picture-order';
import { authorize, mustExist, type KindRef } from './policy';
import type { ListingRow } from './rows';

/*
 * The owner's edit of a listing, the same for every kind but for its details: what a kind
 * brings is an adapter (its rows, its own changes, its presenter).
 */

/** What every kind's edit may change on its renting_properties row. */
export type SharedValues = {
  name?: string;
  location?: { region: string; district: string };
  description?: string;
  facilities?: FacilitySelection;
  pictures?: string[];
};
export type SharedChanges = Partial<
  Pick<ListingRow, 'name' | 'region' | 'district' | 'description' | 'facilities' | 'pictures'>
>;
type EditableRow = Pick<
  ListingRow,
  'name' | 'region' | 'district' | 'description' | 'facilities' | 'pictures'
>;

/**
 * The shared fields an edit changes; a value equal to the stored one is no change. Pictures may
 * only reorder or drop the listing's own (`what` names it in the 400).
 */
export function sharedChanges(row: EditableRow, values: SharedValues, what: string): SharedChanges {
  const changes: SharedChanges = {};
  if (values.name !== undefined && values.name !== row.name) changes.name = values.name;
  if (values.location && values.location.region !== row.region)
    changes.region = values.location.region;
  if (values.location && values.location.district !== row.district)
    changes.district = values.location.district;
  if (values.description !== undefined && values.description !== row.description)
    changes.description = values.description;
  if (values.facilities && JSON.stringify(values.facilities) !== JSON.stringify(row.facilities))
    changes.facilities = values.facilities;
  if (values.pictures && !samePictures(values.pictures, row.pictures)) {
    assertOwnPictures(values.pictures, row.pictures, what);
    changes.pictures = values.pictures;
  }
  return changes;
}

/** What a kind's update takes: the listing's id, the changed values and any new pictures. */
export type ListingUpdate<Values> = { id: string; values: Values; pictures: UploadedPicture[] };

/** How one kind takes part in the owner's edit. */
export type EditAdapter<
  Row extends { id: string; ownerId: string; pictures: string[] },
  Values,
  Changes,
  Answer,
> = {
  kind: KindRef;
  /** where its uploaded pictures are stored */
  picturesFolder: string;
  /** the 400 when more files are uploaded than the kind takes */
  tooManyPictures: string;
  find(db: Executor, id: string): Promise<Row | null>;
  lock(tx: Executor, id: string): Promise<Row | null>;
  /** the changes of an edit, or a 400; called once before the files are stored, once locked */
  changesOf(db: Executor, row: Row, values: Values): Promise<Changes>;
  write(tx: Executor, row: Row, changes: Changes): Promise<Row>;
  present(row: Row): Answer;
};

/**
 * The owner's edit. Uploaded files replace every picture; otherwise updatedValues.pictures may
 * reorder or drop existing ones. An edit that changes nothing answers the listing as it is.
 * Files are processed before the transaction (a bad edit is refused before any is); the row is
 * locked while it is compared.
 */
export function updateListing<
  Row extends { id: string; ownerId: string; pictures: string[] },
  Values extends { pictures?: string[] },
  Changes extends { pictures?: string[] },
  Answer,
>(adapter: EditAdapter<Row, Values, Changes, Answer>) {
  return async (deps: Deps, actor: UserRow, input: ListingUpdate<Values>): Promise<Answer> => {
    const { kind } = adapter;
    const { pictures } = typeof kind === 'string' ? KIND_DESCRIPTORS[kind] : kind;
    const before = mustExist(await adapter.find(deps.db, input.id));
    authorize(actor, 'update', kind, before);
    if (input.pictures.length > pictures.max) throw badRequest(adapter.tooManyPictures);
    const values = { ...input.values };
    if (input.pictures.length > 0) delete values.pictures;
    await adapter.changesOf(deps.db, before, values);
    const uploaded =
      input.pictures.length > 0
        ? await saveListingPictures(deps.storage, adapter.picturesFolder, input.pictures)
        : undefined;
    return deps.db.transaction(async (tx) => {
      const row = mustExist(await adapter.lock(tx, input.id));
      authorize(actor, 'update', kind, row);
      const changes = await adapter.changesOf(tx, row, values);
      if (uploaded && !samePictures(uploaded, row.pictures)) changes.pictures = uploaded;
      if (Object.keys(changes).length === 0) return adapter.present(row);
      return adapter.present(await adapter.write(tx, row, changes));
    });
  };
}
