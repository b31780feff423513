import type { z } from 'zod';
import type { publicUserAnswer, userAnswer } from './answers/accounts';

/** The user as the client holds it (spec 1 section 3; answers/accounts.ts). */
export type User = z.output<typeof userAnswer>;

/** What another user may see of someone (inbox cards, owner lookups). */
export type PublicUser = z.output<typeof publicUserAnswer>;

export const EMPTY_USER: User = {
  _id: '',
  name: '',
  email: '',
  picture: '',
  favorites: [],
  propertiesRented: [],
  contact: '',
  district: '',
  account_type: '',
  tel: '',
  address: '',
  phone: '',
  sms_alerts: false,
};
