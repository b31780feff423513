import {
  hallCalendarMonths,
  hallEventsPrice,
  addDays,
  hotelWeeks,
  incomeMonths,
  KIND_FACTS,
  kindOfType,
  marketDayStart,
  monthEnd,
  REQUEST_OUTCOMES,
  requestOutcome,
  STATS_TIME_ZONE,
  statsDays,
  type ListingKind,
  type OwnerOccupancy,
  type OwnerStats,
  type RequestFlow,
} from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { authorize, mustExist } from '../listings/policy';
import { isAdmin } from '../users/roles';
import type { UserRow } from '../users/repository';
import * as repo from './repository';

type Flow = Exclude<RequestFlow, 'none'>;
type Window = { days: number; now?: Date };

/**
 * One listing's charts, for its owner or an admin (a stranger is refused as the listing's other
 * owner-only calls refuse: 403 in its kind's words; an unknown id 404).
 */
export async function listingStats(
  deps: Deps,
  actor: UserRow,
  propertyId: string,
  window: Window,
): Promise<OwnerStats> {
  const listing = mustExist(await deps.listings.find(deps.db, propertyId));
  if (!isAdmin(actor)) authorize(actor, 'manage', listing.kind, listing);
  const figures = await statsOf(deps.db, [{ id: listing.id, kind: listing.kind }], window);
  return { ...figures, occupancy: await occupancyOf(deps.db, listing, window.now) };
}

/** The signed-in owner's charts over every listing they own. */
export async function ownerOverview(deps: Deps, actor: UserRow, window: Window) {
  const owned = await repo.listingsOfOwner(deps.db, actor.id);
  const listings = owned.flatMap(({ id, type }) => {
    const kind = kindOfType(type);
    return kind ? [{ id, kind }] : [];
  });
  return { ...(await statsOf(deps.db, listings, window)), occupancy: null };
}

type Listing = { id: string; kind: ListingKind };

async function statsOf(
  db: Executor,
  listings: readonly Listing[],
  { days, now = new Date() }: Window,
): Promise<Omit<OwnerStats, 'occupancy'>> {
  const ids = listings.map((l) => l.id);
  const dayList = statsDays(days, now);
  const from = marketDayStart(dayList[0]!);
  const byFlow = new Map<Flow, string[]>();
  for (const { id, kind } of listings) {
    const flow = KIND_FACTS[kind].requests as RequestFlow;
    if (flow !== 'none') byFlow.set(flow, [...(byFlow.get(flow) ?? []), id]);
  }
  const [views, favourites, requests, income] = ids.length
    ? await Promise.all([
        repo.viewsPerDay(db, ids, from),
        repo.favouritesPerDay(db, ids, from),
        Promise.all([...byFlow].map(([flow, of]) => repo.requestFigures(db, flow, of, from))),
        incomeOf(db, byFlow, now),
      ])
    : [[], [], [], new Map<string, number>()];
  const viewsOn = new Map(views.map((v) => [v.day, v.n]));
  const favouritesOn = new Map(favourites.map((f) => [f.day, f.n]));
  return {
    days,
    timeZone: STATS_TIME_ZONE,
    listings: listings.length,
    interest: dayList.map((day) => ({
      day,
      views: viewsOn.get(day) ?? 0,
      favourites: favouritesOn.get(day) ?? 0,
    })),
    requests: requestCounts(requests),
    income: incomeMonths(now).map((month) => ({ month, usd: income.get(month) ?? 0 })),
  };
}

function requestCounts(figures: readonly repo.RequestFigures[]): OwnerStats['requests'] {
  const counts = Object.fromEntries(REQUEST_OUTCOMES.map((o) => [o, 0])) as Record<
    (typeof REQUEST_OUTCOMES)[number],
    number
  >;
  let received = 0;
  const waits = new Map<number, number>();
  for (const { answers, waits: counted } of figures) {
    for (const { answer, status, n } of answers) {
      counts[requestOutcome(answer, status)] += n;
      received += n;
    }
    for (const { tenths, n } of counted) waits.set(tenths, (waits.get(tenths) ?? 0) + n);
  }
  return { ...counts, received, answerHours: medianHours(waits) };
}

/** The middle wait in hours, to a tenth, from counts per tenth; null when none was answered. */
function medianHours(waits: Map<number, number>): number | null {
  const total = [...waits.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const sorted = [...waits].sort(([a], [b]) => a - b);
  // the lower and upper middle of an even count, averaged as a median is
  const at = (rank: number) => {
    let seen = 0;
    for (const [tenths, n] of sorted) if ((seen += n) > rank) return tenths;
    return sorted.at(-1)![0];
  };
  const median = (at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2;
  return Math.round(median) / 10;
}

/** Income per month of every flow that earns: hotel stays, hall events, rents. */
async function incomeOf(db: Executor, byFlow: Map<Flow, string[]>, now: Date) {
  const months = incomeMonths(now);
  const start = `${months[0]}-01`;
  const end = monthEnd(months.at(-1)!);
  const sums = new Map<string, number>();
  const add = (rows: readonly repo.MonthSum[]) => {
    for (const { month, usd } of rows) sums.set(month, (sums.get(month) ?? 0) + Number(usd));
  };
  const earners: Record<Flow, (ids: string[]) => Promise<repo.MonthSum[]>> = {
    rent: (ids) => repo.propertyRentIncome(db, ids, start, end),
    apartment: (ids) => repo.apartmentRentIncome(db, ids, start, end),
    hotel: (ids) => repo.hotelIncome(db, ids, start, end),
    hall: (ids) => hallIncome(db, ids, start, end),
  };
  for (const rows of await Promise.all([...byFlow].map(([flow, ids]) => earners[flow](ids))))
    add(rows);
  return sums;
}

/** Hall events priced as the booking form prices them, a group that prices alike at a time. */
async function hallIncome(db: Executor, ids: string[], start: string, end: string) {
  const [groups, pricing] = await Promise.all([
    repo.hallEventGroups(db, ids, start, end),
    repo.hallPricing(db, ids),
  ]);
  const halls = new Map(pricing.map((h) => [h.id, h]));
  return groups.flatMap(({ hallId, month, day, ...group }): repo.MonthSum[] => {
    const hall = halls.get(hallId);
    return hall ? [{ month, usd: hallEventsPrice(hall, { date: day, ...group }) }] : [];
  });
}

async function occupancyOf(
  db: Executor,
  listing: Listing,
  now = new Date(),
): Promise<OwnerOccupancy | null> {
  const occupancy: Record<ListingKind, () => Promise<OwnerOccupancy | null>> = {
    Property: async () => null,
    Hall: async () => {
      const months = hallCalendarMonths(now);
      const start = `${months[0]}-01`;
      const end = monthEnd(months.at(-1)!);
      const rows = await repo.hallDays(db, listing.id, start, end);
      const on = new Map(rows.map((r) => [r.day, r.n]));
      const days: { day: string; events: number }[] = [];
      for (let day = start; day < end; day = addDays(day, 1))
        days.push({ day, events: on.get(day) ?? 0 });
      return { kind: 'hall', days };
    },
    Hotel: async () => {
      const weeks = hotelWeeks(now);
      const { nights, rooms } = await repo.hotelWeekNights(db, listing.id, weeks);
      const of = new Map(nights.map((n) => [n.week, n.n]));
      return {
        kind: 'hotel',
        weeks: weeks.map((week) => ({ week, roomNights: of.get(week) ?? 0, capacity: rooms * 7 })),
      };
    },
    Apartment: async () => {
      const rows = await repo.buildingAddresses(db, listing.id);
      const n = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
      return {
        kind: 'building',
        addresses: { available: n('available'), pending: n('pending'), rented: n('rented') },
      };
    },
  };
  return occupancy[listing.kind]();
}
