import type { CustomerType } from '@rentals/shared';

/** The two sides of /property-request/{type}: someone looking, or someone offering. */
export const REQUEST_KINDS = ['customer', 'owner'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const isRequestKind = (value: string | undefined): value is RequestKind =>
  (REQUEST_KINDS as readonly (string | undefined)[]).includes(value);

export const REQUEST_KIND_CONTENT: Record<
  RequestKind,
  { title: string; text: string; customerType: CustomerType }
> = {
  customer: {
    title: 'I am looking for a property',
    text: 'Buy or rent: tell owners what you need and where.',
    customerType: 'buyer',
  },
  owner: {
    title: 'I have a property',
    text: 'Sell or rent out: tell buyers and renters what you offer.',
    customerType: 'seller',
  },
};

/** Service choices with what they mean, for people who read English better than Somali. */
export const SERVICE_HINTS = { Iibin: 'sell', Iibsasho: 'buy', Kiro: 'rent' } as const;
