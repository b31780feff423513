import {
  hallCalendarMonths,
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
import * as rollups from './rollups';

type Flow = Exclude<RequestFlow, 'none'>;
type Window = { days: number; now?: Date };

/**
 * One listing's charts, for its owner or an admin (a stranger is refused as the listing's other
 * owner-only calls refuse: 403 in its kind's words; an unknown id 404), from its records.
 */
export async function listingStats(
  deps: Deps,
  actor: UserRow,
  propertyId: string,
  { days, now = new Date() }: Window,
): Promise<OwnerStats> {
  const listing = mustExist(await deps.listings.find(deps.db, propertyId));
  if (!isAdmin(actor)) authorize(actor, 'manage', listing.kind, listing);
  const listings = [{ id: listing.id, kind: listing.kind }];
  const dayList = statsDays(days, now);
  const figures = await counted(deps.db, listings, dayList[0]!, now);
  return {
    ...present(dayList, listings.length, figures, now),
    occupancy: await occupancyOf(deps.db, listing, now),
  };
}

/**
 * The signed-in owner's charts over every listing they own, from their rollups (migration 0020:
 * a row per day or month however many requests) read in one statement, and rents from their
 * tenancies.
 */
export async function ownerOverview(
  deps: Deps,
  actor: UserRow,
  { days, now = new Date() }: Window,
): Promise<OwnerStats> {
  const dayList = statsDays(days, now);
  const months = incomeMonths(now);
  const rolled = await rollups.ownerFigures(
    deps.db,
    actor.id,
    dayList[0]!,
    `${months[0]}-01`,
    monthEnd(months.at(-1)!),
  );
  const known = rolled.listings.filter(({ type }) => kindOfType(type));
  // rents are counted from the tenancies: only those listings' ids are needed
  const rentTypes = known
    .filter(({ type }) => ['rent', 'apartment'].includes(KIND_FACTS[kindOfType(type)!].requests))
    .map((k) => k.type);
  const rents = rentTypes.length ? await repo.listingsOfOwner(deps.db, actor.id, rentTypes) : [];
  const income = await incomeOf(
    deps.db,
    flowsOf(rents.map(({ id, type }) => ({ id, kind: kindOfType(type)! }))),
    now,
  );
  for (const { month, usd } of rolled.income) income.set(month, (income.get(month) ?? 0) + usd);
  const figures = { interest: rolled.interest, requests: [rolled], income };
  const listings = known.reduce((n, k) => n + k.n, 0);
  return { ...present(dayList, listings, figures, now), occupancy: null };
}

type Listing = { id: string; kind: ListingKind };
type Figures = {
  interest: rollups.InterestDay[];
  requests: repo.RequestFigures[];
  income: Map<string, number>;
};

/** The listings of each flow that takes requests. */
function flowsOf(listings: readonly Listing[]) {
  const byFlow = new Map<Flow, string[]>();
  for (const { id, kind } of listings) {
    const flow = KIND_FACTS[kind].requests as RequestFlow;
    if (flow !== 'none') byFlow.set(flow, [...(byFlow.get(flow) ?? []), id]);
  }
  return byFlow;
}

function present(
  dayList: readonly string[],
  listings: number,
  { interest, requests, income }: Figures,
  now: Date,
): Omit<OwnerStats, 'occupancy'> {
  const on = new Map(interest.map((d) => [d.day, d]));
  return {
    days: dayList.length,
    timeZone: STATS_TIME_ZONE,
    listings,
    interest: dayList.map((day) => ({
      day,
      views: on.get(day)?.views ?? 0,
      favourites: on.get(day)?.favourites ?? 0,
    })),
    requests: requestCounts(requests),
    income: incomeMonths(now).map((month) => ({ month, usd: income.get(month) ?? 0 })),
  };
}

/** Listings' figures counted from their records. */
async function counted(
  db: Executor,
  listings: readonly Listing[],
  fromDay: string,
  now: Date,
): Promise<Figures> {
  const ids = listings.map((l) => l.id);
  const from = marketDayStart(fromDay);
  const byFlow = flowsOf(listings);
  const [views, favourites, requests, income] = await Promise.all([
    repo.viewsPerDay(db, ids, from),
    repo.favouritesPerDay(db, ids, from),
    Promise.all([...byFlow].map(([flow, of]) => repo.requestFigures(db, flow, of, from))),
    incomeOf(db, byFlow, now),
  ]);
  const interest = new Map<string, rollups.InterestDay>();
  const dayOf = (day: string) =>
    interest.get(day) ?? interest.set(day, { day, views: 0, favourites: 0 }).get(day)!;
  for (const { day, n } of views) dayOf(day).views = n;
  for (const { day, n } of favourites) dayOf(day).favourites = n;
  return { interest: [...interest.values()], requests, income };
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

/** Income per month of the flows given: hotel stays, hall events (as priced on them), rents. */
async function incomeOf(db: Executor, byFlow: Map<Flow, string[]>, now: Date) {
  const months = incomeMonths(now);
  const start = `${months[0]}-01`;
  const end = monthEnd(months.at(-1)!);
  const earners: Record<Flow, (ids: string[]) => Promise<repo.MonthSum[]>> = {
    rent: (ids) => repo.propertyRentIncome(db, ids, start, end),
    apartment: (ids) => repo.apartmentRentIncome(db, ids, start, end),
    hotel: (ids) => repo.pricedIncome(db, 'hotel', ids, start, end),
    hall: (ids) => repo.pricedIncome(db, 'hall', ids, start, end),
  };
  const sums = new Map<string, number>();
  for (const rows of await Promise.all([...byFlow].map(([flow, ids]) => earners[flow](ids))))
    for (const { month, usd } of rows) sums.set(month, (sums.get(month) ?? 0) + Number(usd));
  return sums;
}

async function occupancyOf(
  db: Executor,
  listing: Listing,
  now = new Date(),
): Promise<OwnerOccupancy | null> {
  // by its request flow, whose records say how full it is: a kind of a flow needs no entry
  const occupancy: Record<RequestFlow, () => Promise<OwnerOccupancy | null>> = {
    rent: async () => null,
    none: async () => null,
    hall: async () => {
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
    hotel: async () => {
      const weeks = hotelWeeks(now);
      const { nights, rooms } = await repo.hotelWeekNights(db, listing.id, weeks);
      const of = new Map(nights.map((n) => [n.week, n.n]));
      return {
        kind: 'hotel',
        weeks: weeks.map((week) => ({ week, roomNights: of.get(week) ?? 0, capacity: rooms * 7 })),
      };
    },
    apartment: async () => {
      const rows = await repo.buildingAddresses(db, listing.id);
      const n = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
      return {
        kind: 'building',
        addresses: { available: n('available'), pending: n('pending'), rented: n('rented') },
      };
    },
  };
  return occupancy[KIND_FACTS[listing.kind].requests]();
}
