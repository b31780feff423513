import {
  marketDay,
  NO_CAKE,
  NO_FOOD,
  NOTIFICATION_TYPES,
  type District,
  type FacilitySelection,
  type HallCake,
  type HallDayMinimum,
  type HallFood,
  hallEventPrice,
} from '@rentals/shared';
import { hallAdminEvents, hallEvents, halls, notifications } from '../schema';
import { insertListing, picturesFrom, scenePool } from './listings';
import type { UserRow } from '../schema';
import { HOUR, type Seed } from './seed';
import { sceneSvg } from './scenes';

/**
 * The event halls of the demo marketplace: five halls over five districts with food packages
 * (some priced per weekday), cakes and weekday minimums, one multi-rental; a month of events
 * around today (pending requests with their rent-request cards, booked events, past completed
 * ones, a declined one, a waiting update request) and a few admin events.
 */

type Plan = {
  name: string;
  district: District;
  description: string;
  capacityBanquet: number;
  capacitySeated: number;
  minAttendees: number;
  dayMin: HallDayMinimum[];
  deposit: number;
  hourlyRate: number;
  multi?: number;
  food: HallFood[];
  cake: HallCake[];
};

const CAKES: HallCake[][] = [
  [
    { name: 'Keeg yar (2 dabaq)', price: 60 },
    { name: 'Keeg weyn (4 dabaq)', price: 150 },
  ],
  [
    { name: 'Keeg shukulaato', price: 80 },
    { name: 'Keeg fanilla', price: 70 },
    { name: 'Keeg aroos (5 dabaq)', price: 220 },
  ],
];

const HALLS: Plan[] = [
  {
    name: 'Hoolka Jasiira',
    district: 'Hodan',
    description:
      'Hool weyn oo aroosyada iyo xafladaha loogu talagalay, qaboojiye iyo koronto joogto ah. A large air-conditioned wedding hall near KM4 with a stage, sound system and guarded parking.',
    capacityBanquet: 400,
    capacitySeated: 600,
    minAttendees: 100,
    dayMin: [
      { day: 'Friday', min_attendees: 250 },
      { day: 'Thursday', min_attendees: 200 },
    ],
    deposit: 300,
    hourlyRate: 120,
    food: [
      {
        package: 'Bariis, hilib ari, moos, cabitaan',
        price: 12,
        daysBasedPrice: [
          { day: 'Friday', price: 15 },
          { day: 'Thursday', price: 14 },
        ],
      },
      { package: 'Baasto, digaag, saladh, cabitaan', price: 9, daysBasedPrice: [] },
    ],
    cake: CAKES[0]!,
  },
  {
    name: 'Liido Beach Hall',
    district: 'Abdiaziz',
    description:
      'Hool u jeeda badda Liido, fiidkii dabaysha badda. A seaside hall by Lido beach for evening weddings and graduations, with a terrace over the sand.',
    capacityBanquet: 250,
    capacitySeated: 350,
    minAttendees: 60,
    dayMin: [{ day: 'Friday', min_attendees: 150 }],
    deposit: 250,
    hourlyRate: 150,
    food: [
      {
        package: 'Kalluun, bariis, muufo, cabitaan',
        price: 16,
        daysBasedPrice: [{ day: 'Friday', price: 19 }],
      },
      { package: 'Hilib geel, bariis, cabitaan', price: 14, daysBasedPrice: [] },
    ],
    cake: CAKES[1]!,
  },
  {
    name: 'Xarunta Shirarka Wadajir',
    district: 'Wadajir',
    description:
      'Xarun shirar iyo xaflado yaryar, qolal badan. A conference and events centre near the airport road; takes up to three events a day in separate rooms.',
    capacityBanquet: 150,
    capacitySeated: 220,
    minAttendees: 30,
    dayMin: [{ day: 'Saturday', min_attendees: 50 }],
    deposit: 150,
    hourlyRate: 60,
    multi: 3,
    food: [
      { package: 'Shaah, buskud, sambuusa', price: 4, daysBasedPrice: [] },
      {
        package: 'Bariis, digaag, cabitaan',
        price: 8,
        daysBasedPrice: [{ day: 'Saturday', price: 9 }],
      },
    ],
    cake: CAKES[0]!,
  },
  {
    name: 'Hoolka Nasiib',
    district: 'Kaaraan',
    description:
      'Hool qoys oo qiimo jaban, dhalasho iyo meher. A family hall for birthdays and meher ceremonies at a fair price, with a women-only section.',
    capacityBanquet: 180,
    capacitySeated: 250,
    minAttendees: 40,
    dayMin: [{ day: 'Friday', min_attendees: 80 }],
    deposit: 100,
    hourlyRate: 45,
    food: [{ package: 'Bariis, hilib ari, cabitaan', price: 8, daysBasedPrice: [] }],
    cake: CAKES[1]!,
  },
  {
    name: 'Daljir Grand Hall',
    district: 'Hawl-Wadaag',
    description:
      'Hool casri ah oo u dhow Bakaaraha, fadhi iyo marwo. A modern hall near Bakaara market with chandeliers, a bridal room and a backup generator.',
    capacityBanquet: 500,
    capacitySeated: 700,
    minAttendees: 120,
    dayMin: [{ day: 'Friday', min_attendees: 300 }],
    deposit: 400,
    hourlyRate: 140,
    food: [
      {
        package: 'Bariis, hilib ari, hilib geel, moos, cabitaan',
        price: 15,
        daysBasedPrice: [
          { day: 'Friday', price: 18 },
          { day: 'Thursday', price: 17 },
          { day: 'Wednesday', price: 16 },
        ],
      },
    ],
    cake: CAKES[1]!,
  },
];

const HALL_FACILITIES: FacilitySelection[] = [
  {
    Halls: ['Wedding hall', 'Conference hall'],
    HVAC: ['Air conditioning', 'Ceiling fan'],
    Services: ['Backup generator', 'Water tank'],
    Parking: ['Free parking on premises'],
    'Home safety': ['Security guard'],
  },
  {
    Halls: ['Wedding hall'],
    HVAC: ['Air conditioning'],
    Entertainment: ['Sound system'],
    Services: ['Backup generator'],
    'Home safety': ['Security guard', 'Perimeter wall'],
    Outdoor: ['Courtyard'],
  },
];

/** One event of the month: hall index, days from today, times, status and who books. */
type EventPlan = {
  hall: number;
  in: number;
  from: string;
  to: string;
  status: 'pending' | 'booked' | 'completed' | 'declined';
  who: 'renter' | 'renter2' | 'renter3' | 'renter4' | 'renter5';
  type: 'Meher' | 'Xaflad' | 'Dhalasho' | 'Midna';
  attendees: number;
  food: number | null;
  cake: number | null;
  engraved?: string;
  request?: { name: 'num_attendees' | 'starting_time'; value: string | number }[];
};

const EVENTS: EventPlan[] = [
  {
    hall: 0,
    in: -20,
    from: '16:00',
    to: '22:00',
    status: 'completed',
    who: 'renter2',
    type: 'Meher',
    attendees: 350,
    food: 0,
    cake: 1,
    engraved: 'Cumar & Ladan',
  },
  {
    hall: 0,
    in: -6,
    from: '17:00',
    to: '23:00',
    status: 'completed',
    who: 'renter4',
    type: 'Xaflad',
    attendees: 300,
    food: 1,
    cake: null,
  },
  {
    hall: 0,
    in: 4,
    from: '16:00',
    to: '22:00',
    status: 'pending',
    who: 'renter',
    type: 'Meher',
    attendees: 320,
    food: 0,
    cake: 0,
    engraved: 'Aamina & Cabdi',
  },
  {
    hall: 0,
    in: 9,
    from: '18:00',
    to: '23:30',
    status: 'booked',
    who: 'renter3',
    type: 'Xaflad',
    attendees: 280,
    food: 1,
    cake: 1,
    engraved: 'Hambalyo Hodan',
    request: [{ name: 'num_attendees', value: 340 }],
  },
  {
    hall: 0,
    in: 16,
    from: '15:00',
    to: '21:00',
    status: 'booked',
    who: 'renter5',
    type: 'Dhalasho',
    attendees: 150,
    food: null,
    cake: 0,
    engraved: 'Sahra 30',
  },
  {
    hall: 1,
    in: -12,
    from: '18:00',
    to: '23:00',
    status: 'completed',
    who: 'renter',
    type: 'Xaflad',
    attendees: 200,
    food: 0,
    cake: 2,
    engraved: 'Qalin-jebin 2026',
  },
  {
    hall: 1,
    in: 6,
    from: '19:00',
    to: '23:59',
    status: 'pending',
    who: 'renter2',
    type: 'Meher',
    attendees: 220,
    food: 1,
    cake: 2,
    engraved: 'Cumar & Ladan',
  },
  {
    hall: 1,
    in: 13,
    from: '18:00',
    to: '22:00',
    status: 'booked',
    who: 'renter4',
    type: 'Midna',
    attendees: 180,
    food: 0,
    cake: null,
  },
  {
    hall: 1,
    in: 8,
    from: '18:00',
    to: '22:00',
    status: 'declined',
    who: 'renter5',
    type: 'Xaflad',
    attendees: 90,
    food: null,
    cake: null,
  },
  {
    hall: 2,
    in: 5,
    from: '09:00',
    to: '12:00',
    status: 'booked',
    who: 'renter3',
    type: 'Xaflad',
    attendees: 80,
    food: 0,
    cake: null,
  },
  {
    hall: 2,
    in: 5,
    from: '13:00',
    to: '16:00',
    status: 'pending',
    who: 'renter',
    type: 'Dhalasho',
    attendees: 60,
    food: 1,
    cake: 0,
    engraved: 'Maryan 5',
  },
  {
    hall: 2,
    in: 5,
    from: '18:00',
    to: '21:00',
    status: 'booked',
    who: 'renter4',
    type: 'Xaflad',
    attendees: 100,
    food: 1,
    cake: null,
  },
  {
    hall: 2,
    in: 11,
    from: '10:00',
    to: '13:00',
    status: 'booked',
    who: 'renter5',
    type: 'Midna',
    attendees: 70,
    food: null,
    cake: null,
  },
  {
    hall: 3,
    in: -3,
    from: '15:00',
    to: '19:00',
    status: 'completed',
    who: 'renter3',
    type: 'Dhalasho',
    attendees: 90,
    food: 0,
    cake: 0,
    engraved: 'Ayaan 10',
  },
  {
    hall: 3,
    in: 7,
    from: '16:00',
    to: '21:00',
    status: 'pending',
    who: 'renter4',
    type: 'Meher',
    attendees: 150,
    food: 0,
    cake: 1,
    engraved: 'Xasan & Faadumo',
  },
  {
    hall: 4,
    in: 10,
    from: '17:00',
    to: '23:00',
    status: 'booked',
    who: 'renter2',
    type: 'Meher',
    attendees: 450,
    food: 0,
    cake: 2,
    engraved: 'Cumar & Ladan',
  },
  {
    hall: 4,
    in: 20,
    from: '16:00',
    to: '22:00',
    status: 'pending',
    who: 'renter5',
    type: 'Xaflad',
    attendees: 300,
    food: 0,
    cake: null,
  },
];

/** Days the owners blocked: maintenance, a family event. */
const ADMIN_EVENTS = [
  { hall: 0, in: 12, from: '08:00', to: '23:00', status: 'booked' },
  { hall: 1, in: 3, from: '10:00', to: '18:00', status: 'booked' },
  { hall: 2, in: 11, from: '14:00', to: '18:00', status: 'booked' },
  { hall: 3, in: 14, from: '08:00', to: '20:00', status: 'cancelled' },
] as const;

export const hallsSeed: Seed = {
  name: 'halls',
  async run({ tx, storage, users }) {
    const pool = await scenePool(storage, 'halls', 3, (v) => sceneSvg('business', v + 5));
    const now = Date.now();
    const owners: UserRow[] = [
      users.hallOwner,
      users.hallOwner,
      users.hallOwner,
      users.owner,
      users.hallOwner,
    ];
    const hallIds: string[] = [];
    for (const [i, plan] of HALLS.entries()) {
      const createdAt = new Date(now - (i * 61 + 9) * HOUR);
      const property = await insertListing(tx, {
        ownerId: owners[i]!.id,
        type: 'Hall',
        price: plan.hourlyRate,
        district: plan.district,
        facilities: HALL_FACILITIES[i % 2]!,
        description: plan.description,
        pictures: picturesFrom(pool, i, 3),
        verified: i !== 3,
        name: plan.name,
        createdAt,
      });
      await tx.insert(halls).values({
        propertyId: property.id,
        capacityBanquet: plan.capacityBanquet,
        capacitySeated: plan.capacitySeated,
        minAttendeesRequired: plan.minAttendees,
        dayMinAttendees: plan.dayMin,
        deposit: plan.deposit,
        hourlyRate: plan.hourlyRate,
        multiRentalAllowed: plan.multi !== undefined,
        maxRentPerDay: plan.multi ?? 1,
        food: plan.food,
        cake: plan.cake,
      });
      hallIds.push(property.id);
    }

    const day = (n: number) => marketDay(n, new Date(now));
    for (const [k, e] of EVENTS.entries()) {
      const plan = HALLS[e.hall]!;
      const ownerId = owners[e.hall]!.id;
      const user = users[e.who];
      const createdAt = new Date(now - Math.max(1, 30 - e.in) * HOUR * 5 - k * HOUR);
      const priced = {
        date: day(e.in),
        startingTime: e.from,
        endingTime: e.to,
        numAttendees: e.attendees,
        food: e.food === null ? NO_FOOD : plan.food[e.food]!.package,
        cakeName: e.cake === null ? NO_CAKE : plan.cake[e.cake]!.name,
      };
      const [event] = await tx
        .insert(hallEvents)
        .values({
          ...priced,
          price: hallEventPrice(plan, priced),
          hallId: hallIds[e.hall]!,
          userId: user.id,
          status: e.status,
          contact: user.contact,
          district: user.district,
          type: e.type,
          engravementName: e.cake === null ? '' : (e.engraved ?? ''),
          updatedValues: e.request ?? [],
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      const toOwner = { fromUserId: user.id, notifierId: ownerId, about: event!.id, createdAt };
      const toUser = { fromUserId: ownerId, notifierId: user.id, about: event!.id, createdAt };
      const notes =
        e.status === 'pending'
          ? [{ ...toOwner, type: NOTIFICATION_TYPES.rentRequest }]
          : e.status === 'booked'
            ? [
                { ...toUser, type: NOTIFICATION_TYPES.rentAccepted },
                ...(e.request ? [{ ...toOwner, type: NOTIFICATION_TYPES.hallUpdate }] : []),
              ]
            : e.status === 'declined'
              ? [{ ...toUser, type: NOTIFICATION_TYPES.requestDeclined }]
              : [];
      if (notes.length > 0) await tx.insert(notifications).values(notes).onConflictDoNothing();
    }

    for (const a of ADMIN_EVENTS)
      await tx.insert(hallAdminEvents).values({
        hallId: hallIds[a.hall]!,
        date: day(a.in),
        startingTime: a.from,
        endingTime: a.to,
        status: a.status,
      });
  },
};
