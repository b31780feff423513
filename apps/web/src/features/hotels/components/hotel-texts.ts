import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HOTEL_REBOOK_ERROR_MESSAGE, HOTEL_RENTED_MESSAGE, type ErrorCode } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';

/** The hotel answers of the shared package (spec texts in Somali), in the page's language. */
const HOTEL_TEXTS = new Map<string, MessageDescriptor>([
  [HOTEL_RENTED_MESSAGE, msg`Ka xunnahay, qolkan waa la kireeyay`],
  [HOTEL_REBOOK_ERROR_MESSAGE, msg`Lama kireyn karo mar kale, waqtigii kirada waa dhamaaday`],
]);

/** A spec message, a hotel answer or a server text, in the page's language. */
export function hotelText(i18n: I18n, text: string, code?: ErrorCode): string {
  const known = HOTEL_TEXTS.get(text);
  return known ? i18n._(known) : messageText(i18n, text, code);
}

/** Reservation statuses as stored; the spec shows the stored word itself. */
const STATUSES: Record<string, MessageDescriptor> = {
  pending: msg`pending`,
  booked: msg`booked`,
  cancelled: msg`cancelled`,
  completed: msg`completed`,
  terminated: msg`terminated`,
  declined: msg`declined`,
  expired: msg`expired`,
  rented: msg`rented`,
};

/** A reservation status's label; an unknown status shows as it is. */
export function statusLabelIn(i18n: I18n, status: string): string {
  const known = STATUSES[status];
  return known && i18n.locale !== 'spec' ? i18n._(known) : status;
}
