import { z } from 'zod';
import { REQUEST_OUTCOMES, STATS_TIME_ZONE } from '../owner-stats';

/** Answers of the owner's charts (issue 36): every day a day in Mogadishu. */

const count = z.number().int();
const day = z.string().meta({ description: "a day in Mogadishu, 'YYYY-MM-DD'" });

const interestDay = z.object({ day, views: count, favourites: count });

const requestsAnswer = z
  .object({
    ...Object.fromEntries(REQUEST_OUTCOMES.map((outcome) => [outcome, count])),
    received: count,
    /** the median hours from a request to its owner's answer (accepted or declined); null: none */
    answerHours: z.number().nullable(),
  } as Record<(typeof REQUEST_OUTCOMES)[number] | 'received', typeof count> & {
    answerHours: z.ZodNullable<z.ZodNumber>;
  })
  .meta({ id: 'OwnerRequestCounts' });

const incomeMonth = z.object({
  month: z.string().meta({ description: "'YYYY-MM'" }),
  /** whole US dollars of accepted bookings and rents in the month */
  usd: z.number(),
});

/**
 * A listing's occupancy, by its kind: a hall's days, a hotel's weeks or a building's addresses.
 * One object with the kind's field rather than a union of three: the answer serialiser compiles
 * an object, where a union would be checked branch by branch (http/serializer.ts).
 */
const occupancyAnswer = z
  .object({
    kind: z.enum(['hall', 'hotel', 'building']),
    /** a hall: every day of the calendar's months with its bookings and blocked times */
    days: z.array(z.object({ day, events: count })).optional(),
    /** a hotel: weeks (from Saturday) with the room-nights booked and those it has */
    weeks: z.array(z.object({ week: day, roomNights: count, capacity: count })).optional(),
    /** a building: its addresses by status */
    addresses: z.object({ available: count, pending: count, rented: count }).optional(),
  })
  .meta({ id: 'OwnerOccupancy' });

/** The figures of one listing, or of all an owner's listings (occupancy then null). */
export const ownerStatsAnswer = z
  .object({
    days: z.number().int(),
    timeZone: z.literal(STATS_TIME_ZONE),
    listings: count,
    interest: z.array(interestDay),
    requests: requestsAnswer,
    income: z.array(incomeMonth),
    occupancy: occupancyAnswer.nullable(),
  })
  .meta({ id: 'OwnerStats' });
export type OwnerStats = z.output<typeof ownerStatsAnswer>;
export type OwnerOccupancy = NonNullable<OwnerStats['occupancy']>;
