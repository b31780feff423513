import { KIND_DESCRIPTORS, messages, type KindDescriptor, type ListingKind } from '@rentals/shared';
import { forbidden, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';

/*
 * Who may do what to a listing of any kind, as rules collected in one place (Outline's
 * server/policies manner): `allow(actions, kinds, condition, refusal)`, then
 * `authorize(actor, action, kind, listing)` at the call. The refusals are the 403 messages each
 * area has always sent. The rule every kind has comes from its descriptor, so only the
 * exceptions are named here.
 */

/** update and delete: the listing itself; manage: what hangs on it (rooms, events, requests). */
export type ListingAction = 'update' | 'delete' | 'manage' | 'answerRentRequests';

/** What a rule needs of a listing row, whichever table it comes from. */
export type OwnedListing = { ownerId: string };

type Condition = (actor: UserRow, listing: OwnedListing) => boolean;
type Rule = {
  actions: readonly ListingAction[];
  kinds: readonly ListingKind[];
  condition: Condition;
  refusal: string;
};

const rules: Rule[] = [];

function allow(
  actions: readonly ListingAction[],
  kinds: readonly ListingKind[],
  condition: Condition,
  refusal: string,
) {
  rules.push({ actions, kinds, condition, refusal });
}

export const isOwner: Condition = (actor, listing) => listing.ownerId === actor.id;

/** The rule every kind has, from its descriptor: the owner alone, refused in its own words. */
const OWNER_ACTIONS: readonly ListingAction[] = ['update', 'delete', 'manage'];
const ownerRule = (descriptor: KindDescriptor): Rule => ({
  actions: OWNER_ACTIONS,
  kinds: [descriptor.kind],
  condition: isOwner,
  refusal: descriptor.ownerRefusal,
});

// a general property's rent requests and records (the renting area's wording)
allow(['answerRentRequests'], ['Property'], isOwner, 'Only the owner of the property can do this');

/**
 * A kind is named (a kind of KIND_DESCRIPTORS) or given by its descriptor (a kind's module
 * passes the descriptor it was built from, so a kind outside the map has its owner rule too).
 */
export type KindRef = ListingKind | KindDescriptor;

function ruleFor(action: ListingAction, kind: KindRef): Rule {
  // a name outside the map has no descriptor (the map's type does not say so)
  const descriptor: KindDescriptor | undefined =
    typeof kind === 'string' ? KIND_DESCRIPTORS[kind] : kind;
  const name = typeof kind === 'string' ? kind : kind.kind;
  const rule =
    rules.find((r) => r.actions.includes(action) && r.kinds.includes(name)) ??
    (descriptor && OWNER_ACTIONS.includes(action) ? ownerRule(descriptor) : undefined);
  // a missing rule is a programming error, not a refusal a user could meet
  if (!rule) throw new Error(`No policy lets anyone ${action} a ${name}`);
  return rule;
}

/** Whether the actor may do this to the listing. */
export const can = (
  actor: UserRow,
  action: ListingAction,
  kind: KindRef,
  listing: OwnedListing,
): boolean => ruleFor(action, kind).condition(actor, listing);

/** 403 with the rule's refusal unless the actor may do this to the listing; nothing changes. */
export function authorize(
  actor: UserRow,
  action: ListingAction,
  kind: KindRef,
  listing: OwnedListing,
): void {
  const rule = ruleFor(action, kind);
  if (!rule.condition(actor, listing)) throw forbidden(rule.refusal);
}

/** The listing, or 404 "Can't find the property" (every kind says so). */
export function mustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.cantFindProperty);
  return row;
}

/** A user id the client claims (owner, rentee, guest_id...) must be the signed-in user's. */
export function assertSelf(actor: UserRow, claimedId: string, what: string): void {
  if (claimedId !== actor.id) throw forbidden(`${what} is not the signed-in user`);
}
