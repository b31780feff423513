import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The stored apartment types, kitchens and furnishings (shared limits.ts), as people read them. */
const VALUES: Record<string, MessageDescriptor> = {
  '3-bedroom apartment': msg`3-bedroom apartment`,
  'Studio apartment': msg`Studio apartment`,
  'Alcove studio apartment': msg`Alcove studio apartment`,
  '2-bedroom apartment': msg`2-bedroom apartment`,
  '4-bedroom apartment': msg`4-bedroom apartment`,
  'multi-bedroom apartment': msg`multi-bedroom apartment`,
  'Micro apartment': msg`Micro apartment`,
  'Loft apartment': msg`Loft apartment`,
  'Duplex apartment': msg`Duplex apartment`,
  'Triplex apartment': msg`Triplex apartment`,
  'Co-op apartment': msg`Co-op apartment`,
  'Closed kitchen': msg`Closed kitchen`,
  'Open kitchen': msg`Open kitchen`,
  kitchenette: msg`kitchenette`,
  Unfurnished: msg`Unfurnished`,
  'Fully furnished': msg`Fully furnished`,
  'Semi furnished': msg`Semi furnished`,
};

/** An apartment type, kitchen or furnishing in the page's language; anything else as it is. */
export function apartmentValueIn(i18n: I18n, value: string): string {
  const known = VALUES[value];
  return known && i18n.locale !== 'spec' ? i18n._(known) : value;
}

/** Address and renting record statuses as stored; the spec shows the stored word itself. */
const STATUSES: Record<string, MessageDescriptor> = {
  available: msg`available`,
  pending: msg`pending`,
  rented: msg`rented`,
  declined: msg`declined`,
  completed: msg`completed`,
  cancelled: msg`cancelled`,
};

/** A status's label; an unknown status shows as it is. */
export function statusLabelIn(i18n: I18n, status: string): string {
  const known = STATUSES[status];
  return known && i18n.locale !== 'spec' ? i18n._(known) : status;
}
