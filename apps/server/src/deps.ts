import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sender';
import type { Listings } from './modules/listings/registry';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';

/** What the modules need from the outside world, built once in buildApp. */
export type Deps = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** SMS within the deployment's bounds (SMS_COUNTRIES, SMS_DAILY_LIMIT), recorded */
  sms: SmsSender;
  storage: Storage;
  /** the listings of every kind (the kinds given to buildApp) */
  listings: Listings;
  /** live 'something new' events to users' open tabs (socket.io once attached) */
  realtime: Realtime;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
