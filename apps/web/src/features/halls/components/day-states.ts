import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HallDayState } from '@rentals/shared';

export type CalendarDayState = HallDayState;

/** How each calendar day state is said (legend and the day's accessible name). */
export const DAY_STATE_LABELS: Record<HallDayState, MessageDescriptor> = {
  expired: msg`expired`,
  available: msg`available`,
  requested: msg`requested, waiting for the owner's answer`,
  partial: msg`partially booked`,
  booked: msg`booked`,
  closed: msg`fully booked`,
};
