import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import type { UploadedPicture } from '../../media/listing-pictures';
import type { UserRow } from '../users/repository';
import { assertSelf } from './policy';

/** A multipart New Property form: its text fields and its picture files. */
export type ListingForm = { fields: Record<string, unknown>; pictures: UploadedPicture[] };

/**
 * The New Property form of any kind, read in the spec's order: a claimed owner must be the
 * signed-in user (403), then the kind's rules with the spec's messages (400), then field
 * detail.
 */
export function readAddForm<S extends z.ZodType<{ owner: string }>>(
  actor: UserRow,
  form: ListingForm,
  problemOf: (fields: Record<string, unknown>, pictureCount: number) => string | null,
  schema: S,
): z.output<S> {
  if (typeof form.fields.owner === 'string') assertSelf(actor, form.fields.owner, 'owner');
  const problem = problemOf(form.fields, form.pictures.length);
  if (problem) throw badRequest(problem);
  const input = parseOrThrow(schema, form.fields);
  assertSelf(actor, input.owner, 'owner');
  return input;
}

/** The renting_properties columns every kind fills alike from its form. */
export const sharedColumns = <R extends string, D extends string>(
  actor: UserRow,
  input: { location: { region: R; district: D }; description: string },
  pictures: string[],
) => ({
  ownerId: actor.id,
  region: input.location.region,
  district: input.location.district,
  description: input.description,
  pictures,
});
