import type { HallDayState } from '@rentals/shared';

export type CalendarDayState = HallDayState;

/** How each calendar day state is said (legend and the day's accessible name). */
export const DAY_STATE_LABELS: Record<HallDayState, string> = {
  expired: 'expired',
  available: 'available',
  requested: "requested, waiting for the owner's answer",
  partial: 'partially booked',
  booked: 'booked',
  closed: 'fully booked',
};
