import type { OwnerCard } from './rows';

/** What a detail page's answer depends on besides the listing. */
export type DetailOptions = { signedIn: boolean; verificationRequested: boolean };

/** A listing on the wire with its owner's card; the contact reaches signed-in viewers only. */
export const withOwnerInfo = <T extends object>(
  listing: T,
  owner: OwnerCard,
  opts: DetailOptions,
) => ({
  ...listing,
  ownerInfo: {
    _id: owner.id,
    name: owner.name,
    picture: owner.picture,
    contact: opts.signedIn ? owner.contact : null,
  },
  verificationRequested: opts.verificationRequested,
});
