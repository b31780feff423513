import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CustomerType, ServiceOption } from '@rentals/shared';

/** The two sides of /property-request/{type}: someone looking, or someone offering. */
export const REQUEST_KINDS = ['customer', 'owner'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const isRequestKind = (value: string | undefined): value is RequestKind =>
  (REQUEST_KINDS as readonly (string | undefined)[]).includes(value);

export const REQUEST_KIND_CONTENT: Record<
  RequestKind,
  { title: MessageDescriptor; text: MessageDescriptor; customerType: CustomerType }
> = {
  customer: {
    title: msg`I am looking for a property`,
    text: msg`Buy or rent: tell owners what you need and where.`,
    customerType: 'buyer',
  },
  owner: {
    title: msg`I have a property`,
    text: msg`Sell or rent out: tell buyers and renters what you offer.`,
    customerType: 'seller',
  },
};

/** Service choices with what they mean, for people who read English better than Somali. */
export const SERVICE_HINTS: Record<ServiceOption, MessageDescriptor> = {
  Iibin: msg`sell`,
  Iibsasho: msg`buy`,
  Kiro: msg`rent`,
};

/** The services' names: the spec's are Somali. */
export const SERVICE_NAMES: Record<ServiceOption, MessageDescriptor> = {
  Iibin: msg`Iibin`,
  Iibsasho: msg`Iibsasho`,
  Kiro: msg`Kiro`,
};

/** The customer types' names (the values sent are the spec's English words). */
export const CUSTOMER_TYPE_NAMES: Record<CustomerType, MessageDescriptor> = {
  seller: msg`seller`,
  buyer: msg`buyer`,
  renter: msg`renter`,
  rentee: msg`rentee`,
};
