import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DataOf, KindDescriptor, RouteContract } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { contractRoute, type ContractRequest } from '../../http/contract';
import { saveListingPictures } from '../../media/listing-pictures';
import { currentUser, userRoute } from '../users/request-user';
import type { UserRow } from '../users/repository';
import { readAddForm, sharedColumns, type ListingForm } from './add-form';
import { findListingDetail } from './detail';
import { updateListing, type EditAdapter } from './edits';
import { addListingRoute, deleteListingRoute, readListingForm, updateListingRoute } from './form';
import type { DetailOptions } from './owner-info';
import type { ListingSource } from './registry';
import { deleteListing, type RemovalAdapter } from './removal';
import type { OwnerCard } from './rows';
import { listingSource, type SourceRows } from './source';

/** What a kind of listing brings to the app: its source (rows, cards, counts) and its routes. */
export type ListingModule = {
  source: ListingSource;
  routes: (app: FastifyInstance) => Promise<void>;
};

/**
 * A descriptor the four calls can be built from: its add fields give the shared columns, its
 * update fields carry `updatedValues` and its delete names the listing by `propertyId`.
 */
export type ModuleDescriptor = KindDescriptor & {
  api: { delete: RouteContract & { body: z.ZodType<{ propertyId: string }> } };
  schemas: {
    add: z.ZodType<{
      owner: string;
      location: { region: string; district: string };
      description: string;
    }>;
    update: z.ZodType<{ updatedValues: { pictures?: string[] } }>;
  };
};

type AddInput<D extends ModuleDescriptor> = z.output<D['schemas']['add']>;
type UpdateBody<D extends ModuleDescriptor> = z.output<D['schemas']['update']>;
type Answer<D extends ModuleDescriptor, Call extends keyof KindDescriptor['api']> = DataOf<
  D['api'][Call]
>;

/** The renting_properties columns every kind's add fills alike (listings/add-form.ts). */
export type SharedColumns = ReturnType<typeof sharedColumns>;

/** Its update: the owner's edit (listings/edits.ts) of the listing its update body names. */
type EditPart<
  D extends ModuleDescriptor,
  Row extends { id: string; ownerId: string; pictures: string[] },
  Changes extends { pictures?: string[] },
> =
  | {
      edits: Omit<
        EditAdapter<Row, UpdateBody<D>['updatedValues'], Changes, Answer<D, 'update'>>,
        'kind' | 'picturesFolder' | 'tooManyPictures'
      >;
      updateIdOf(body: UpdateBody<D>): string;
    }
  | {
      /**
       * or its own update of the form as sent, for a kind whose spec's messages answer before
       * field detail (halls)
       */
      updateForm(deps: Deps, actor: UserRow, form: ListingForm): Promise<Answer<D, 'update'>>;
    };

/** What varies between kinds in their four calls; the rest is kindModule's. */
export type KindAdapter<
  D extends ModuleDescriptor,
  Row extends { id: string; ownerId: string; pictures: string[] },
  Changes extends { pictures?: string[] },
  Locked,
  Found extends { owner: OwnerCard },
> = {
  /** where its uploaded pictures are stored */
  picturesFolder: string;
  /** the 400 when more files are uploaded than it takes (add and update) */
  tooManyPictures: string;
  add: {
    /** the spec's rules of its New Property form, checked before field detail */
    problemOf(fields: Record<string, unknown>, pictureCount: number): string | null;
    /** its structured fields sent as JSON text (location and facilities unless said) */
    jsonFields?: readonly string[];
    /** its add's 400 for too many files, where the spec words it unlike its update's */
    tooManyPictures?: string;
    /** writes it (the shared columns and its own) in the add's transaction, and presents it */
    insert(tx: Executor, shared: SharedColumns, input: AddInput<D>): Promise<Answer<D, 'add'>>;
  };
  /** the owner's delete (listings/removal.ts) */
  removal: Omit<RemovalAdapter<Locked>, 'kind'>;
  /** its detail page (listings/detail.ts) of the listing its find call names */
  detail: {
    idOf(request: ContractRequest<D['api']['find']>): string;
    find(db: Executor, id: string): Promise<Found | null>;
    ownerIdOf(found: Found): string;
    present(found: Found, opts: DetailOptions): Answer<D, 'find'>;
  };
  /** its rows as the listings registry reads them (favourites, views, ratings, inbox) */
  rows: SourceRows;
  /** what it adds to the home page's category counts (nothing unless said) */
  countByRoute?: ListingSource['countByRoute'];
} & EditPart<D, Row, Changes>;

/**
 * A kind's module from its descriptor and adapter: its listing source and the routes of its
 * descriptor's four calls (find; add with uploads and Idempotency-Key; the owner's update and
 * delete). A kind with more calls registers them beside these.
 */
export function kindModule<
  D extends ModuleDescriptor,
  Row extends { id: string; ownerId: string; pictures: string[] },
  Changes extends { pictures?: string[] },
  Locked,
  Found extends { owner: OwnerCard },
>(descriptor: D, adapter: KindAdapter<D, Row, Changes, Locked, Found>): ListingModule {
  const { picturesFolder, tooManyPictures } = adapter;

  /** The New Property form: its rules, field detail, the pictures stored, then the rows. */
  async function add(deps: Deps, actor: UserRow, form: ListingForm): Promise<Answer<D, 'add'>> {
    const input = readAddForm<D['schemas']['add']>(
      actor,
      form,
      adapter.add.problemOf,
      descriptor.schemas.add,
    );
    const pictures = await saveListingPictures(deps.storage, picturesFolder, form.pictures);
    return deps.db.transaction((tx) =>
      adapter.add.insert(tx, sharedColumns(actor, input, pictures), input),
    );
  }

  /** Registers its update call: multipart {<id>, folder, pictures?, updatedValues} or JSON. */
  function updateRoute(app: FastifyInstance) {
    if ('updateForm' in adapter) {
      const { updateForm } = adapter;
      userRoute(
        app,
        descriptor.api.update,
        async (actor, request) =>
          updateForm(
            app.deps,
            actor,
            await readListingForm(request, ['updatedValues'], tooManyPictures),
          ),
        { uploads: true },
      );
      return;
    }
    const update = updateListing({
      ...adapter.edits,
      kind: descriptor,
      picturesFolder,
      tooManyPictures,
    });
    updateListingRoute<D['api']['update'], D['schemas']['update']>(
      app,
      descriptor.api.update,
      descriptor.schemas.update,
      adapter.updateIdOf,
      update,
      tooManyPictures,
    );
  }
  const remove = deleteListing({ ...adapter.removal, kind: descriptor });
  const find = (deps: Deps, id: string, viewer: UserRow | null) =>
    findListingDetail(deps.db, id, viewer, adapter.detail);

  async function routes(app: FastifyInstance) {
    const { api } = descriptor;
    contractRoute<D['api']['find']>(app, api.find, async (request) =>
      find(app.deps, adapter.detail.idOf(request), await currentUser(request)),
    );
    const addTooMany = adapter.add.tooManyPictures ?? tooManyPictures;
    addListingRoute(app, api.add, add, addTooMany, adapter.add.jsonFields);
    updateRoute(app);
    deleteListingRoute(app, api.delete, remove);
  }

  return {
    source: listingSource(descriptor.kind, adapter.rows, adapter.countByRoute),
    routes,
  };
}
