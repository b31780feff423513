import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  HALL_DAY_REPEATED_MESSAGE,
  HALL_EVENT_PASSED_MESSAGE,
  HALL_TOO_MANY_DAYS_MESSAGE,
  WEEKDAYS,
  type ErrorCode,
} from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { weekdayNames } from '../../../shared/i18n/format';

/** The halls' own Somali rule texts (shared halls.ts), which messageText does not know. */
const HALL_MESSAGES = new Map<string, MessageDescriptor>([
  [HALL_EVENT_PASSED_MESSAGE, msg`Waqtigii xafladda wuu dhaafay`],
  [HALL_DAY_REPEATED_MESSAGE, msg`Maalintaas horey ayaad u dooratay`],
]);

const TOO_MANY_DAYS = /^Ugu badnaan (\d+) maalmood$/;

/** A rule's or the server's text in the page's language (the halls' texts, then the spec's). */
export function hallText(i18n: I18n, text: string, code?: ErrorCode): string {
  const known = HALL_MESSAGES.get(text);
  if (known) return i18n._(known);
  const many = text === HALL_TOO_MANY_DAYS_MESSAGE ? TOO_MANY_DAYS.exec(text) : null;
  if (many) {
    const n = many[1]!;
    return i18n._(msg`Ugu badnaan ${n} maalmood`);
  }
  return messageText(i18n, text, code);
}

/** An event's status as stored ('pending', 'booked'…), in the page's language. */
const STATUSES: Record<string, MessageDescriptor> = {
  pending: msg`pending`,
  booked: msg`booked`,
  declined: msg`declined`,
  cancelled: msg`cancelled`,
  terminated: msg`terminated`,
  completed: msg`completed`,
};

export const statusLabel = (i18n: I18n, status: string): string => {
  const known = STATUSES[status];
  return known ? i18n._(known) : status;
};

/**
 * A weekday name as the owner stored it (English or Somali): as it is in the spec's wording,
 * else the page language's name of that day.
 */
export function dayNameIn(i18n: I18n, name: string): string {
  if (i18n.locale === 'spec') return name;
  const wanted = name.trim().toLowerCase();
  const index = WEEKDAYS.findIndex(
    (d) => d.english.toLowerCase() === wanted || d.somali.toLowerCase() === wanted,
  );
  return index < 0 ? name : (weekdayNames(i18n)[index]?.long ?? name);
}
