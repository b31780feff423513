import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  HALL_DAY_REPEATED_MESSAGE,
  HALL_TOO_MANY_DAYS_MESSAGE,
  MAX_DAY_PRICE_COLUMNS,
  WEEKDAYS,
  type ErrorCode,
} from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { weekdayNames } from '../../../shared/i18n/format';

/** The hall forms' own Somali rule texts (shared halls.ts), which messageText does not know. */
const FORM_MESSAGES = new Map<string, MessageDescriptor>([
  [HALL_DAY_REPEATED_MESSAGE, msg`Maalintaas horey ayaad u dooratay`],
]);

/** A rule's or the server's text in the page's language (the forms' texts, then the spec's). */
export function formText(i18n: I18n, text: string, code?: ErrorCode): string {
  const known = FORM_MESSAGES.get(text);
  if (known) return i18n._(known);
  if (text === HALL_TOO_MANY_DAYS_MESSAGE) {
    const n = MAX_DAY_PRICE_COLUMNS;
    return i18n._(msg`Ugu badnaan ${n} maalmood`);
  }
  return messageText(i18n, text, code);
}

/** The weekdays as stored (English, Saturday first) with their names in the page's language. */
export function weekdayChoices(i18n: I18n): { value: string; label: string }[] {
  const names = weekdayNames(i18n);
  return WEEKDAYS.map((d, i) => ({
    value: d.english,
    label: i18n.locale === 'spec' ? d.english : (names[i]?.long ?? d.english),
  }));
}
