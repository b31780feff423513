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
