import { eq } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type District } from '@rentals/shared';
import { apartmentAddresses, apartmentRentingRecords, apartments, notifications } from '../schema';
import { insertListing, picturesFrom, scenePool } from './listings';
import { DAY, HOUR, type Seed } from './seed';
import { sceneSvg } from './scenes';

/**
 * The apartment buildings of the demo marketplace: six buildings over six districts, each with
 * two to four kinds of apartment and their addresses, a couple of addresses pending and rented
 * with their records and the notifications the renting calls would have left (about the record).
 */

type Plan = {
  name: string;
  district: District;
  floors: number;
  units: number;
  description: string;
  apartments: {
    type: string;
    rent: number;
    area: number;
    bedrooms: number;
    bathrooms: number;
    floor: number;
    kitchen: string;
    furnishing: string;
    addresses: string[];
  }[];
};

const BUILDINGS: Plan[] = [
  {
    name: 'Daarta Hodan Towers',
    district: 'Hodan',
    floors: 8,
    units: 16,
    description:
      'Dhismo casri ah oo ku yaal Hodan, koronto joogto ah iyo biyo. A modern block near KM4 with a backup generator, lift and guarded parking.',
    apartments: [
      {
        type: '2-bedroom apartment',
        rent: 450,
        area: 95,
        bedrooms: 2,
        bathrooms: 2,
        floor: 3,
        kitchen: 'Open kitchen',
        furnishing: 'Semi furnished',
        addresses: ['3A', '3B', '4A'],
      },
      {
        type: '3-bedroom apartment',
        rent: 650,
        area: 130,
        bedrooms: 3,
        bathrooms: 2,
        floor: 6,
        kitchen: 'Closed kitchen',
        furnishing: 'Fully furnished',
        addresses: ['6A', '6B'],
      },
      {
        type: 'Studio apartment',
        rent: 250,
        area: 40,
        bedrooms: 1,
        bathrooms: 1,
        floor: 1,
        kitchen: 'kitchenette',
        furnishing: 'Fully furnished',
        addresses: ['1C', '1D'],
      },
    ],
  },
  {
    name: 'Wadajir Residence',
    district: 'Wadajir',
    floors: 5,
    units: 10,
    description:
      'Guryo qoys oo ammaan ah oo u dhow garoonka. Family flats close to the airport road, with a courtyard and a water tank on the roof.',
    apartments: [
      {
        type: '2-bedroom apartment',
        rent: 380,
        area: 90,
        bedrooms: 2,
        bathrooms: 1,
        floor: 2,
        kitchen: 'Closed kitchen',
        furnishing: 'Unfurnished',
        addresses: ['201', '202'],
      },
      {
        type: '4-bedroom apartment',
        rent: 800,
        area: 170,
        bedrooms: 4,
        bathrooms: 3,
        floor: 5,
        kitchen: 'Closed kitchen',
        furnishing: 'Semi furnished',
        addresses: ['501'],
      },
    ],
  },
  {
    name: 'Lido Sea View',
    district: 'Abdiaziz',
    floors: 10,
    units: 20,
    description:
      'Daaqado u jeeda badda Liido. Sea-view apartments a short walk from Lido beach, with a rooftop terrace and 24-hour security.',
    apartments: [
      {
        type: 'Loft apartment',
        rent: 900,
        area: 120,
        bedrooms: 2,
        bathrooms: 2,
        floor: 9,
        kitchen: 'Open kitchen',
        furnishing: 'Fully furnished',
        addresses: ['9A', '9B'],
      },
      {
        type: '3-bedroom apartment',
        rent: 750,
        area: 140,
        bedrooms: 3,
        bathrooms: 2,
        floor: 4,
        kitchen: 'Closed kitchen',
        furnishing: 'Semi furnished',
        addresses: ['4A', '4B', '5A'],
      },
      {
        type: 'Studio apartment',
        rent: 320,
        area: 45,
        bedrooms: 1,
        bathrooms: 1,
        floor: 2,
        kitchen: 'kitchenette',
        furnishing: 'Fully furnished',
        addresses: ['2A', '2B'],
      },
      {
        type: 'Duplex apartment',
        rent: 1200,
        area: 210,
        bedrooms: 4,
        bathrooms: 3,
        floor: 10,
        kitchen: 'Open kitchen',
        furnishing: 'Fully furnished',
        addresses: ['PH1'],
      },
    ],
  },
  {
    name: 'Taleex Apartments',
    district: 'Hawl-Wadaag',
    floors: 4,
    units: 8,
    description:
      'Guryo jaban oo u dhow suuqa Bakaaraha. Affordable flats near Bakaara market, with a shared generator and a caretaker.',
    apartments: [
      {
        type: 'Micro apartment',
        rent: 180,
        area: 30,
        bedrooms: 1,
        bathrooms: 1,
        floor: 1,
        kitchen: 'kitchenette',
        furnishing: 'Unfurnished',
        addresses: ['G1', 'G2', 'G3'],
      },
      {
        type: '2-bedroom apartment',
        rent: 300,
        area: 80,
        bedrooms: 2,
        bathrooms: 1,
        floor: 3,
        kitchen: 'Closed kitchen',
        furnishing: 'Unfurnished',
        addresses: ['3-1', '3-2'],
      },
    ],
  },
  {
    name: 'Shangaani Heritage House',
    district: 'Shangaani',
    floors: 3,
    units: 6,
    description:
      'Dhismo qadiimi ah oo dib loo dayactiray. A restored coral-stone building in old Shangaani, high ceilings and a shaded courtyard.',
    apartments: [
      {
        type: 'Alcove studio apartment',
        rent: 350,
        area: 55,
        bedrooms: 1,
        bathrooms: 1,
        floor: 1,
        kitchen: 'Open kitchen',
        furnishing: 'Fully furnished',
        addresses: ['1-A', '1-B'],
      },
      {
        type: '2-bedroom apartment',
        rent: 520,
        area: 100,
        bedrooms: 2,
        bathrooms: 1,
        floor: 2,
        kitchen: 'Closed kitchen',
        furnishing: 'Semi furnished',
        addresses: ['2-A', '2-B'],
      },
    ],
  },
  {
    name: 'Dharkenley Gardens',
    district: 'Dharkenley',
    floors: 4,
    units: 12,
    description:
      'Beer iyo meel carruurtu ku ciyaaraan. Garden flats with a playground and parking for every unit, quiet street off Afgooye road.',
    apartments: [
      {
        type: '3-bedroom apartment',
        rent: 420,
        area: 125,
        bedrooms: 3,
        bathrooms: 2,
        floor: 1,
        kitchen: 'Closed kitchen',
        furnishing: 'Unfurnished',
        addresses: ['A-1', 'A-2', 'A-3'],
      },
      {
        type: 'multi-bedroom apartment',
        rent: 600,
        area: 180,
        bedrooms: 5,
        bathrooms: 3,
        floor: 2,
        kitchen: 'Closed kitchen',
        furnishing: 'Semi furnished',
        addresses: ['B-1'],
      },
      {
        type: 'Co-op apartment',
        rent: 280,
        area: 70,
        bedrooms: 2,
        bathrooms: 1,
        floor: 3,
        kitchen: 'Open kitchen',
        furnishing: 'Unfurnished',
        addresses: ['C-1', 'C-2'],
      },
    ],
  },
];

const BUILDING_FACILITIES = [
  {
    HVAC: ['Ceiling fan', 'Air conditioning'],
    'Home safety': ['Security guard', 'Perimeter wall'],
    Parking: ['Free parking on premises'],
    Outdoor: ['Rooftop terrace'],
  },
  {
    'Home safety': ['Security guard', 'Perimeter wall'],
    Outdoor: ['Courtyard', 'Garden'],
    Parking: ['Free parking on premises'],
    'Not Allowed': ['Smoking'],
  },
];
const APARTMENT_FACILITIES = [
  {
    'Bed room': ['Wardrobe', 'Bed linen'],
    Kitchen: ['Refrigerator', 'Gas cooker'],
    HVAC: ['Ceiling fan', 'Air conditioning'],
  },
  {
    'Bath room': ['Hot water'],
    Kitchen: ['Refrigerator'],
    'Bed room': ['Wardrobe'],
    HVAC: ['Ceiling fan'],
    Services: ['Backup generator', 'Water tank'],
  },
];

/** Scenes drawn for the buildings: the multi-storey office scenes read as apartment blocks. */
const POOL = 3;

export const apartmentsSeed: Seed = {
  name: 'apartment buildings',
  async run({ tx, storage, users }) {
    const pool = await scenePool(storage, 'apartments', POOL, (v) => sceneSvg('office', v + 3));
    const now = Date.now();
    const owners = [
      users.owner,
      users.hallOwner,
      users.owner,
      users.hotelOwner,
      users.owner,
      users.hallOwner,
    ];
    const addressIds = new Map<string, { id: string; buildingId: string; ownerId: string }>();
    for (const [i, plan] of BUILDINGS.entries()) {
      const createdAt = new Date(now - (i * 53 + 5) * HOUR);
      const owner = owners[i]!;
      const building = await insertListing(tx, {
        ownerId: owner.id,
        type: 'Apartment',
        district: plan.district,
        facilities: BUILDING_FACILITIES[i % 2]!,
        description: plan.description,
        pictures: picturesFrom(pool, i, 2),
        verified: i % 2 === 0,
        name: plan.name,
        noFloors: plan.floors,
        units: plan.units,
        createdAt,
      });
      for (const [k, a] of plan.apartments.entries()) {
        const [apartment] = await tx
          .insert(apartments)
          .values({
            buildingId: building.id,
            pictures: [pool[(i + k + 1) % pool.length]!],
            area: a.area,
            rent: a.rent,
            noBedrooms: a.bedrooms,
            noBathrooms: a.bathrooms,
            floorLevel: a.floor,
            apartmentType: a.type,
            kitchen: a.kitchen,
            furnishing: a.furnishing,
            facilities: APARTMENT_FACILITIES[(i + k) % 2]!,
            createdAt: new Date(createdAt.getTime() + (k + 1) * HOUR),
          })
          .returning();
        const rows = await tx
          .insert(apartmentAddresses)
          .values(
            a.addresses.map((address) => ({
              apartmentId: apartment!.id,
              buildingId: building.id,
              address,
            })),
          )
          .returning();
        for (const row of rows)
          addressIds.set(`${i}:${row.address}`, {
            id: row.id,
            buildingId: building.id,
            ownerId: owner.id,
          });
      }
    }

    // A pending request and a rented apartment in Hodan, a pending one by the Lido, a past tenancy.
    const renter = users.renter;
    const states: { key: string; status: 'pending' | 'rented' | 'completed'; daysAgo: number }[] = [
      { key: '0:3A', status: 'pending', daysAgo: 1 },
      { key: '0:6A', status: 'rented', daysAgo: 20 },
      { key: '2:9B', status: 'pending', daysAgo: 2 },
      { key: '3:G1', status: 'completed', daysAgo: 90 },
    ];
    for (const s of states) {
      const address = addressIds.get(s.key)!;
      const createdAt = new Date(now - s.daysAgo * DAY);
      const [record] = await tx
        .insert(apartmentRentingRecords)
        .values({
          buildingId: address.buildingId,
          addressId: address.id,
          renteeId: renter.id,
          status: s.status,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (s.status !== 'completed')
        await tx
          .update(apartmentAddresses)
          .set({ status: s.status })
          .where(eq(apartmentAddresses.id, address.id));
      const notes =
        s.status === 'pending'
          ? [
              {
                type: NOTIFICATION_TYPES.rentRequest,
                fromUserId: renter.id,
                notifierId: address.ownerId,
              },
              { type: NOTIFICATION_TYPES.rentRequest, fromUserId: renter.id, notifierId: null },
            ]
          : s.status === 'rented'
            ? [
                {
                  type: NOTIFICATION_TYPES.rentAccepted,
                  fromUserId: address.ownerId,
                  notifierId: renter.id,
                },
              ]
            : [
                {
                  type: NOTIFICATION_TYPES.vacated,
                  fromUserId: address.ownerId,
                  notifierId: renter.id,
                },
              ];
      await tx
        .insert(notifications)
        .values(notes.map((n) => ({ ...n, about: record!.id, createdAt })))
        .onConflictDoNothing();
    }
  },
};
