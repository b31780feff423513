/**
 * Query keys of the hall events area. Everything lives under ['hall-events'], so one
 * invalidation after a booking, an answer or an edit refreshes calendars, lists and events.
 */
export const hallEventKeys = {
  all: ['hall-events'] as const,
  month: (hallId: string, month: string) => ['hall-events', 'month', hallId, month] as const,
  adminMonth: (hallId: string, month: string) =>
    ['hall-events', 'admin-month', hallId, month] as const,
  list: (hallId: string, which: string, page: number) =>
    ['hall-events', 'list', hallId, which, page] as const,
  adminList: (hallId: string, page: number) => ['hall-events', 'admin-list', hallId, page] as const,
  event: (eventId: string) => ['hall-events', 'event', eventId] as const,
  mine: (page: number) => ['hall-events', 'mine', page] as const,
};
