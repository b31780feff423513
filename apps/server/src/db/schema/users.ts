import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidId } from './columns';

export const users = pgTable('users', {
  id: uuidId(),
  name: text('name').notNull(),
  /** stored lower-cased; unique; null for an account made with a phone number (issue 34) */
  email: text('email').unique(),
  /** the proved mobile number in E.164 ('+252615123456'); unique; sign-in codes go to it */
  phone: text('phone').unique(),
  /** alerts go by SMS too (besides the inbox): chosen in the profile, or signed up by phone */
  smsAlerts: boolean('sms_alerts').notNull().default(false),
  picture: text('picture').notNull().default(''),
  contact: text('contact').notNull().default(''),
  district: text('district').notNull().default(''),
  accountType: text('account_type').notNull().default('user'),
  tel: text('tel').notNull().default(''),
  address: text('address').notNull().default(''),
  /** Google's stable subject id, once the user has signed in with Google */
  googleSub: text('google_sub').unique(),
  /** 'so' or 'en' once chosen with the language switch (issue 17): e-mails go out in it */
  language: text('language'),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
