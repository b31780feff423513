import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOO_MANY_ADDRESSES_MESSAGE } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';

/** The apartment rule's own message (shared apartments.ts), besides the spec's messages. */
const FORM_TEXTS = new Map<string, MessageDescriptor>([
  [TOO_MANY_ADDRESSES_MESSAGE, msg`Cinwaanada waxay ka badan yihiin tirada guryaha`],
]);

/** A form rule's message in the page's language. */
export function formText(i18n: I18n, text: string): string {
  const known = FORM_TEXTS.get(text);
  return known ? i18n._(known) : messageText(i18n, text);
}

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
