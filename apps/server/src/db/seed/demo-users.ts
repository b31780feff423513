import type { NewUser } from '../schema';

/** People of the demo marketplace; owners and renters later seeds refer to by key. */
export const DEMO_USERS = {
  owner: {
    name: 'Maxamed Cabdi Faarax',
    email: 'maxamed@demo.rentals.so',
    contact: '+252 61 555 0101',
    district: 'Hodan',
  },
  hallOwner: {
    name: 'Faadumo Xasan Cali',
    email: 'faadumo@demo.rentals.so',
    contact: '+252 61 555 0102',
    district: 'Wadajir',
  },
  hotelOwner: {
    name: 'Cabdiraxmaan Warsame',
    email: 'cabdiraxmaan@demo.rentals.so',
    contact: '+252 61 555 0103',
    district: 'Shangaani',
  },
  renter: {
    name: 'Aamina Yuusuf',
    email: 'aamina@demo.rentals.so',
    contact: '+252 61 555 0104',
    district: 'Yaaqshiid',
  },
  renter2: {
    name: 'Cumar Nuur Jaamac',
    email: 'cumar@demo.rentals.so',
    contact: '+252 61 555 0105',
    district: 'Dharkenley',
  },
  renter3: {
    name: 'Hodan Cali Maxamuud',
    email: 'hodan@demo.rentals.so',
    contact: '+252 61 555 0106',
    district: 'Wadajir',
  },
  renter4: {
    name: 'Xasan Ibraahim Aadan',
    email: 'xasan@demo.rentals.so',
    contact: '+252 61 555 0107',
    district: 'Kaaraan',
  },
  renter5: {
    name: 'Sahra Maxamed Nuur',
    email: 'sahra@demo.rentals.so',
    contact: '+252 61 555 0108',
    district: 'Hawl-Wadaag',
  },
  /** answers verification and vacate requests in the admin console */
  admin: {
    name: 'Maamulka Mogadishu Rentals',
    email: 'admin@demo.rentals.so',
    contact: '+252 61 555 0100',
    district: 'Xamar-Weyne',
    accountType: 'admin',
  },
} satisfies Record<string, NewUser>;

export type DemoUserKey = keyof typeof DEMO_USERS;
