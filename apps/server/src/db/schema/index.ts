/*
 * The tables the shared areas and the tests import. drizzle-kit reads every file of this folder
 * (drizzle.config.ts), and a kind's repository imports its own tables from its own file, so a new
 * kind's table needs no line here.
 */
export * from './users';
export * from './auth';
export * from './tracking';
export * from './properties';
export * from './engagement';
export * from './apartments';
export * from './halls';
export * from './hotels';
export * from './idempotency';
export * from './outbox';
export * from './sms';
export * from './search';
