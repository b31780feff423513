import {
  marketDay,
  NOTIFICATION_TYPES,
  stayPrice,
  type District,
  type FacilitySelection,
  type HotelReservationChanges,
  type RoomType,
} from '@rentals/shared';
import {
  hotelReservations,
  hotelRoomAddresses,
  hotelRooms,
  hotels,
  notifications,
} from '../schema';
import { insertListing, picturesFrom, scenePool } from './listings';
import { DAY, HOUR, type Seed } from './seed';
import { sceneSvg } from './scenes';

/**
 * The hotels of the demo marketplace: five hotels over five districts, each with two to four
 * room types (rates, short-stay rates and minimum stays differ) and their addresses, and
 * reservations spread over the coming months (pending, booked, completed, cancelled) with the
 * notifications the reservation calls would have left.
 */

type RoomPlan = {
  type: RoomType;
  daily: number;
  short: number;
  minStay: number;
  adults: number;
  kids: number;
  area: number;
  addresses: string[];
};
type HotelPlan = {
  name: string;
  district: District;
  contact: string;
  description: string;
  rooms: RoomPlan[];
};

const HOTELS: HotelPlan[] = [
  {
    name: 'Hotel Jazeera Palace',
    district: 'Wadajir',
    contact: '+252 61 5001122',
    description:
      'Hotel casri ah oo u dhow garoonka Aden Adde. A calm hotel five minutes from the airport, with airport transfer, 24-hour reception and a rooftop restaurant.',
    rooms: [
      {
        type: 'standardRoom',
        daily: 60,
        short: 75,
        minStay: 2,
        adults: 2,
        kids: 0,
        area: 22,
        addresses: ['101', '102', '103'],
      },
      {
        type: 'doubleRoom',
        daily: 85,
        short: 100,
        minStay: 2,
        adults: 2,
        kids: 1,
        area: 30,
        addresses: ['201', '202'],
      },
      {
        type: 'suiteRoom',
        daily: 180,
        short: 210,
        minStay: 3,
        adults: 4,
        kids: 2,
        area: 60,
        addresses: ['501'],
      },
    ],
  },
  {
    name: 'Lido Beach Hotel',
    district: 'Abdiaziz',
    contact: '+252 61 5002233',
    description:
      'Qolal u jeeda badda Liido. Sea-view rooms a short walk from Lido beach, breakfast included and a garden for evening tea.',
    rooms: [
      {
        type: 'doubleRoom(separate)',
        daily: 95,
        short: 110,
        minStay: 2,
        adults: 2,
        kids: 0,
        area: 28,
        addresses: ['L1', 'L2', 'L3'],
      },
      {
        type: 'familyRoom',
        daily: 150,
        short: 170,
        minStay: 3,
        adults: 3,
        kids: 3,
        area: 48,
        addresses: ['F1', 'F2'],
      },
      {
        type: 'masterRoom',
        daily: 130,
        short: 150,
        minStay: 1,
        adults: 2,
        kids: 1,
        area: 40,
        addresses: ['M1'],
      },
      {
        type: 'presidentialRoom',
        daily: 400,
        short: 450,
        minStay: 2,
        adults: 4,
        kids: 2,
        area: 110,
        addresses: ['P1'],
      },
    ],
  },
  {
    name: 'Hodan Guest House',
    district: 'Hodan',
    contact: '+252 61 5003344',
    description:
      'Guri martiyeed raqiis ah oo ku yaal KM4. A simple, clean guest house by the KM4 junction with backup power and Wi-Fi in every room.',
    rooms: [
      {
        type: 'singleRoom',
        daily: 35,
        short: 40,
        minStay: 2,
        adults: 1,
        kids: 0,
        area: 14,
        addresses: ['G1', 'G2', 'G3', 'G4'],
      },
      {
        type: 'standardRoom',
        daily: 50,
        short: 60,
        minStay: 2,
        adults: 2,
        kids: 1,
        area: 20,
        addresses: ['G5', 'G6'],
      },
    ],
  },
  {
    name: 'Xamar Heritage Hotel',
    district: 'Xamar-Weyne',
    contact: '+252 61 5004455',
    description:
      'Dhismo taariikhi ah oo ku yaal Xamar Weyne. A restored coral-stone house in the old town, near the fish market and the old port.',
    rooms: [
      {
        type: 'doubleRoom',
        daily: 70,
        short: 85,
        minStay: 2,
        adults: 2,
        kids: 1,
        area: 26,
        addresses: ['X1', 'X2'],
      },
      {
        type: 'masterRoom',
        daily: 110,
        short: 120,
        minStay: 0,
        adults: 2,
        kids: 2,
        area: 36,
        addresses: ['X3'],
      },
    ],
  },
  {
    name: 'Warta Nabada Suites',
    district: 'Warta-Nabada',
    contact: '+252 61 5005566',
    description:
      'Qolal qoys iyo shir. Family suites and a meeting room near the city centre, with guarded parking and daily housekeeping.',
    rooms: [
      {
        type: 'suiteRoom',
        daily: 160,
        short: 190,
        minStay: 2,
        adults: 3,
        kids: 2,
        area: 55,
        addresses: ['S1', 'S2'],
      },
      {
        type: 'familyRoom',
        daily: 140,
        short: 160,
        minStay: 3,
        adults: 3,
        kids: 3,
        area: 50,
        addresses: ['S3'],
      },
      {
        type: 'standardRoom',
        daily: 65,
        short: 80,
        minStay: 2,
        adults: 2,
        kids: 0,
        area: 22,
        addresses: ['S4', 'S5', 'S6'],
      },
    ],
  },
];

const HOTEL_FACILITIES: FacilitySelection[] = [
  {
    Services: ['Backup generator', '24-hour reception', 'Airport transfer'],
    Internet: ['Wi-Fi'],
    'Home safety': ['Security guard', 'CCTV'],
    Parking: ['Guarded parking'],
  },
  {
    Services: ['Breakfast included', 'Daily housekeeping', 'Water tank'],
    Location: ['Near Lido Beach', 'Sea view'],
    Outdoor: ['Garden'],
    'Not Allowed': ['Smoking'],
  },
];
const ROOM_FACILITIES: FacilitySelection[] = [
  {
    'Bed room': ['Bed linen', 'Wardrobe'],
    'Bath room': ['Hot water', 'Towels'],
    HVAC: ['Air conditioning'],
    Entertainment: ['Satellite TV'],
  },
  {
    'Bed room': ['Bed linen', 'Mosquito net'],
    'Bath room': ['Shower', 'Soap and shampoo'],
    HVAC: ['Ceiling fan', 'Air conditioning'],
    Internet: ['Wi-Fi'],
  },
];

/** Business and office scenes read as hotel fronts; a small pool keeps the first start quick. */
const POOL = 3;

type Stay = {
  hotel: number;
  address: string;
  guest: 'renter' | 'renter2' | 'renter3' | 'renter4' | 'renter5';
  from: number;
  nights: number;
  status: 'pending' | 'booked' | 'completed' | 'cancelled';
  adults: number;
  kids: number;
  /** a waiting update request for one more night */
  asksOneMoreNight?: boolean;
};

/** Days from today: the coming months, and a few past stays. */
const STAYS: Stay[] = [
  {
    hotel: 0,
    address: '201',
    guest: 'renter',
    from: 5,
    nights: 3,
    status: 'pending',
    adults: 2,
    kids: 1,
  },
  {
    hotel: 0,
    address: '101',
    guest: 'renter2',
    from: 12,
    nights: 2,
    status: 'booked',
    adults: 2,
    kids: 0,
  },
  {
    hotel: 0,
    address: '501',
    guest: 'renter3',
    from: 40,
    nights: 5,
    status: 'booked',
    adults: 3,
    kids: 2,
    asksOneMoreNight: true,
  },
  {
    hotel: 0,
    address: '102',
    guest: 'renter',
    from: -30,
    nights: 4,
    status: 'completed',
    adults: 1,
    kids: 0,
  },
  {
    hotel: 1,
    address: 'F1',
    guest: 'renter4',
    from: 20,
    nights: 6,
    status: 'booked',
    adults: 3,
    kids: 2,
  },
  {
    hotel: 1,
    address: 'L1',
    guest: 'renter',
    from: 25,
    nights: 2,
    status: 'pending',
    adults: 2,
    kids: 0,
  },
  {
    hotel: 1,
    address: 'P1',
    guest: 'renter5',
    from: 60,
    nights: 3,
    status: 'cancelled',
    adults: 2,
    kids: 0,
  },
  {
    hotel: 2,
    address: 'G1',
    guest: 'renter2',
    from: 2,
    nights: 7,
    status: 'booked',
    adults: 1,
    kids: 0,
  },
  {
    hotel: 2,
    address: 'G5',
    guest: 'renter3',
    from: -12,
    nights: 3,
    status: 'completed',
    adults: 2,
    kids: 1,
  },
  {
    hotel: 3,
    address: 'X3',
    guest: 'renter4',
    from: 75,
    nights: 2,
    status: 'pending',
    adults: 2,
    kids: 2,
  },
  {
    hotel: 4,
    address: 'S1',
    guest: 'renter5',
    from: 33,
    nights: 4,
    status: 'booked',
    adults: 3,
    kids: 1,
  },
  {
    hotel: 4,
    address: 'S4',
    guest: 'renter',
    from: 90,
    nights: 2,
    status: 'cancelled',
    adults: 2,
    kids: 0,
  },
];

export const hotelsSeed: Seed = {
  name: 'hotels',
  async run({ tx, storage, users }) {
    const pool = await scenePool(storage, 'hotels', POOL, (v) =>
      sceneSvg(v % 2 === 0 ? 'business' : 'office', v + 11),
    );
    const now = Date.now();
    const day = (n: number) => marketDay(n, new Date(now));
    const owners = [users.hotelOwner, users.hotelOwner, users.owner, users.hotelOwner, users.owner];
    const hotelIds: string[] = [];
    const addresses = new Map<string, { id: string; room: typeof hotelRooms.$inferSelect }>();
    for (const [i, plan] of HOTELS.entries()) {
      const createdAt = new Date(now - (i * 41 + 7) * HOUR);
      const property = await insertListing(tx, {
        ownerId: owners[i]!.id,
        type: 'Hotel',
        price: Math.min(...plan.rooms.map((r) => r.daily)),
        district: plan.district,
        facilities: HOTEL_FACILITIES[i % 2]!,
        description: plan.description,
        pictures: picturesFrom(pool, i, 3),
        verified: i % 2 === 0,
        name: plan.name,
        createdAt,
      });
      await tx.insert(hotels).values({ propertyId: property.id, contact: plan.contact });
      hotelIds.push(property.id);
      for (const [k, r] of plan.rooms.entries()) {
        const [room] = await tx
          .insert(hotelRooms)
          .values({
            hotelId: property.id,
            type: r.type,
            pictures: [pool[(i + k + 1) % pool.length]!],
            facilities: ROOM_FACILITIES[(i + k) % 2]!,
            capacity: r.adults + r.kids,
            maxKids: r.kids,
            maxAdults: r.adults,
            numberOfRooms: r.addresses.length + 1,
            area: r.area,
            dailyRate: r.daily,
            shortStayRate: r.short,
            minStayDays: r.minStay,
            createdAt: new Date(createdAt.getTime() + (k + 1) * HOUR),
          })
          .returning();
        const rows = await tx
          .insert(hotelRoomAddresses)
          .values(
            r.addresses.map((address) => ({ roomId: room!.id, hotelId: property.id, address })),
          )
          .returning();
        for (const row of rows) addresses.set(`${i}:${row.address}`, { id: row.id, room: room! });
      }
    }

    for (const [n, s] of STAYS.entries()) {
      const { id: addressId, room } = addresses.get(`${s.hotel}:${s.address}`)!;
      const guest = users[s.guest];
      const ownerId = owners[s.hotel]!.id;
      const checkIn = day(s.from);
      const checkOut = day(s.from + s.nights);
      const createdAt = new Date(now - (Math.max(0, -s.from) + 3 + n) * DAY);
      const rates = {
        daily_rate: room.dailyRate,
        short_stay_rate: room.shortStayRate,
        min_stay_days: room.minStayDays,
      };
      const update: HotelReservationChanges | null = s.asksOneMoreNight
        ? { check_out: day(s.from + s.nights + 1) }
        : null;
      const [reservation] = await tx
        .insert(hotelReservations)
        .values({
          guestId: guest.id,
          hotelId: hotelIds[s.hotel]!,
          roomId: room.id,
          addressId,
          roomAddress: s.address,
          roomType: room.type,
          checkIn,
          checkOut,
          maxKids: s.kids,
          maxAdults: s.adults,
          price: stayPrice(rates, checkIn, checkOut).price,
          status: s.status,
          updatedValues: update,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      const about = reservation!.id;
      const notes: { type: string; fromUserId: string; notifierId: string }[] = [];
      if (s.status === 'pending')
        notes.push({
          type: NOTIFICATION_TYPES.rentRequest,
          fromUserId: guest.id,
          notifierId: ownerId,
        });
      if (s.status === 'booked')
        notes.push({
          type: NOTIFICATION_TYPES.rentAccepted,
          fromUserId: ownerId,
          notifierId: guest.id,
        });
      if (update)
        notes.push({
          type: NOTIFICATION_TYPES.hotelReservationUpdate,
          fromUserId: guest.id,
          notifierId: ownerId,
        });
      if (notes.length > 0)
        await tx
          .insert(notifications)
          .values(notes.map((note) => ({ ...note, about, createdAt })))
          .onConflictDoNothing();
    }
  },
};
