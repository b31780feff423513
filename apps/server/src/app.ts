import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { healthContract, type ListingKind } from '@rentals/shared';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemoData } from './db/seed';
import type { Deps } from './deps';
import { registerApiKeyCheck } from './http/api-key';
import { ok } from './http/envelope';
import { registerCompression } from './http/compression';
import { trustFunction } from './client-address';
import { registerBodyTimeout, serverTimeouts } from './http/slow-bodies';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerOriginCheck } from './http/origin';
import { registerPrivateAnswers } from './http/private-answers';
import { registerInputGuard } from './http/input-guard';
import { registerIdempotency } from './http/idempotency';
import { registerAuthentication } from './http/authentication';
import { sessionCookieName } from './http/session-cookie';
import { registerMultipart } from './http/multipart';
import { registerSecurityHeaders } from './http/security';
import { answerSerializerCompiler } from './http/serializer';
import { registerUploads } from './http/uploads';
import { registerWebApp } from './http/web-app';
import { schemaOf } from './http/contract';
import { registerCrawlerFiles } from './seo/routes';
import { createMailer, type Mailer } from './mail/mailer';
import { createSmsSender, createSmsTransport } from './sms/sender';
import { adminRoutes } from './modules/admin/routes';
import { apartmentRoutes } from './modules/apartments/routes';
import { schedulePurge } from './modules/auth/cleanup';
import { authRoutes } from './modules/auth/routes';
import {
  findSession,
  requestSessionId,
  sessionIdOf,
  socketIdentity,
} from './modules/auth/sessions';
import { sessionsInMemory } from './modules/auth/session-cache';
import { emailChange } from './modules/auth/email-change';
import { assertCakePictureAccess } from './modules/halls/events';
import { facilityRoutes } from './modules/facilities/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { loadFavorites } from './modules/favorites/service';
import { hallRoutes } from './modules/halls/routes';
import { hotelRoutes } from './modules/hotels/routes';
import { propertyRoutes } from './modules/properties/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { createNotificationDispatcher } from './modules/notifications/dispatcher';
import { noticeMailRenderer } from './modules/notifications/mails';
import { listingsOf, type ListingSources } from './modules/listings/registry';
import type { ListingModule } from './modules/listings/kind-module';
import { requestExpiryJob } from './modules/request-flows/expiry';
import { clientNotificationRules } from './modules/request-flows/client-rules';
import { apartmentListing } from './modules/apartments/module';
import { hallListing } from './modules/halls/module';
import { hotelListing } from './modules/hotels/module';
import { propertySource } from './modules/properties/service';
import { notificationRoutes } from './modules/notifications/routes';
import { ownerStatsRoutes } from './modules/owner-stats/routes';
import { shareCacheInvalidation } from './modules/listings/cache-peers';
import { registerPublicCacheInvalidation } from './http/public-cache';
import { ratingRoutes } from './modules/ratings/routes';
import { loadPropertiesRented } from './modules/renting/records';
import { rentingRoutes } from './modules/renting/routes';
import { reportRoutes } from './modules/reports/routes';
import { searchRoutes } from './modules/search/routes';
import { searchAlertJob } from './modules/search/alerts';
import { userRoutes } from './modules/users/routes';
import { createLocalStorage, UPLOADS_PREFIX, type Storage } from './storage/storage';
import { createS3Storage } from './storage/s3';
import { startOutboxWorker, type OutboxWorker } from './outbox/worker';
import { registerOutbox } from './realtime/outbox';
import { attachSocketServer } from './realtime/socket';
import { sql } from 'drizzle-orm';
import { connectRedis } from './redis';

export type { ListingModule };
export type ListingModules = Readonly<Record<ListingKind, ListingModule>>;

/** Every kind of listing, one entry each: a kind without one does not compile. */
export const listingModules: ListingModules = {
  Property: { source: propertySource, routes: propertyRoutes },
  Apartment: { source: apartmentListing.source, routes: apartmentRoutes },
  Hall: { source: hallListing.source, routes: hallRoutes },
  Hotel: { source: hotelListing.source, routes: hotelRoutes },
};

const sourcesOf = (kinds: ListingModules) =>
  Object.fromEntries(
    Object.entries(kinds).map(([kind, { source }]) => [kind, source]),
  ) as ListingSources;

/** Every kind of listing, by its source. */
export const listingKinds: ListingSources = sourcesOf(listingModules);

export type AppOverrides = {
  database?: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** the kinds of listing the app serves (listingModules unless a test brings its own) */
  kinds?: ListingModules;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** the instance's outbox worker: mail delivery and timed jobs */
    outbox: OutboxWorker;
  }
}

/** The composition root: used by main.ts and by every test. */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-api-key"]'] },
    trustProxy: trustFunction(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.requestTimeoutSeconds),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers through their compiled schemas; tests also check each one with zod (serializer.ts).
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.env === 'test' }));

  const kinds = overrides.kinds ?? listingModules;
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Live updates on this HTTP server (no listening needed, so app.inject tests get it too),
  // built before the modules that send them. Its WebSockets must close before the HTTP server
  // can, hence preClose (added last, so it runs after the outbox worker's).
  const realtime = await attachSocketServer(app, config, {
    identity: (token) => socketIdentity(database.db, token),
  });
  const deps: Deps = {
    config,
    db: database.db,
    planOnce: database.planOnce,
    dbKind: database.kind,
    mailer:
      overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log),
    storage:
      overrides.storage ??
      (config.s3
        ? createS3Storage(config.s3)
        : createLocalStorage(path.join(config.dataDir, 'uploads'))),
    sms: createSmsSender(config, database.db, createSmsTransport(config, database.db, app.log)),
    listings: listingsOf(sourcesOf(kinds)),
    realtime,
  };
  app.decorate('deps', deps);
  // Each signed-in request's session, kept in memory and forgotten when it changes (issue 38).
  const sessions = await sessionsInMemory(database.listen, (id) => findSession(deps.db, id));
  app.addHook('onClose', async () => sessions.close());
  app.addHook('onClose', async () => {
    deps.mailer.close();
    await deps.sms.close();
    if (!overrides.database) await database.close();
  });

  // Unset DEMO_DATA: a new embedded database gets the demo marketplace, except in production,
  // where a public server must not open with the demo accounts (the demo admin among them).
  const demoByDefault =
    config.env !== 'production' && database.created && database.kind === 'pglite';
  if (config.demoData ?? demoByDefault) {
    await seedDemoData(deps.db, deps.storage);
    app.log.info('demo data loaded');
  }

  // Queued mail and timed work (the expiry of pending requests): see src/outbox.
  const dispatcher = createNotificationDispatcher(deps);
  const outbox = startOutboxWorker(deps, {
    renderers: { message: async ({ message }) => message, notice: noticeMailRenderer(deps) },
    jobs: [requestExpiryJob(deps, dispatcher, app.log), searchAlertJob(deps, dispatcher, app.log)],
    log: app.log,
  });
  app.decorate('outbox', outbox);
  app.addHook('preClose', async () => outbox.close());

  const stopPurge = schedulePurge(deps.db, (err) =>
    app.log.warn({ err }, 'purge of expired sign-ins failed'),
  );
  app.addHook('onClose', async () => stopPurge());

  registerErrorHandler(app);
  registerOriginCheck(app, config);
  registerInputGuard(app);
  registerBodyTimeout(app, config.bodyTimeoutSeconds);
  registerSecurityHeaders(app);
  // Before any route: the compression hook is attached to each route as it is declared.
  await registerCompression(app);
  await app.register(cookie);
  await registerMultipart(app, config.dataDir);
  // With Redis the counters are shared, so a client meets one limit across all instances.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) {
    const stopSharing = await shareCacheInvalidation(deps, redis, app.log);
    app.addHook('onClose', async () => {
      await stopSharing();
      await redis.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
  });

  // Before the routes: the document collects them as they are declared.
  await registerOpenApi(app, config);

  await app.register(
    async (api) => {
      // Live events of a request's notifications go once it has committed and answered; mail it
      // queued is delivered by the worker, woken then.
      registerOutbox(api, dispatcher, outbox.wake);
      // Public first pages are cached briefly; every write through the API clears them.
      registerPublicCacheInvalidation(api, deps);
      registerPrivateAnswers(api, sessionCookieName(config));
      // Load balancers probe health without the key; every other call needs it.
      api.get(healthContract.health.path, { schema: schemaOf(healthContract.health) }, async () => {
        await deps.db.execute(sql`select 1`);
        return ok({ status: 'ok', database: deps.dbKind });
      });
      await api.register(async (keyed) => {
        registerApiKeyCheck(keyed, config.apiKey);
        // Who calls, once the key is known good and before idempotency or an upload needs it.
        registerAuthentication(keyed, {
          cookieName: sessionCookieName(config),
          userOf: (token) => sessions.userOf(sessionIdOf(token)),
        });
        registerIdempotency(keyed, deps.db);
        // The lists shown with a user, from the areas that own them.
        const userLists = [loadPropertiesRented, loadFavorites];
        await keyed.register(authRoutes, { userLists });
        await keyed.register(userRoutes, {
          userLists,
          emailChange,
          sessionIdOf: requestSessionId,
          assertPictureAccess: assertCakePictureAccess,
        });
        await keyed.register(trackingRoutes);
        await keyed.register(facilityRoutes);
        // each kind's calls: its descriptor's four and what hangs on it (rooms, events...)
        for (const { routes } of Object.values(kinds)) await keyed.register(routes);
        await keyed.register(favoriteRoutes);
        await keyed.register(rentingRoutes);
        await keyed.register(notificationRoutes, clientNotificationRules);
        await keyed.register(ratingRoutes);
        await keyed.register(reportRoutes);
        await keyed.register(searchRoutes);
        await keyed.register(ownerStatsRoutes);
        await keyed.register(adminRoutes);
      });
    },
    { prefix: '/api' },
  );

  registerUploads(app, deps.storage);
  registerCrawlerFiles(app, config);
  const sendIndex = await registerWebApp(app, config);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing picture is a 404, not the app's page with 200 (`/uploads/` itself lands here).
    const isUpload = `${request.url}/`.startsWith(UPLOADS_PREFIX);
    // HEAD too: some link-preview crawlers ask it first, and must meet the same status.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (sendIndex && !isApi && !isUpload && isRead) return sendIndex(reply);
    const path = request.url.split('?')[0];
    return reply.status(404).send({
      success: false,
      status: 404,
      message: `No route ${request.method} ${path}`,
      code: 'not_found',
    });
  });

  app.addHook('preClose', () => realtime.close());
  return app;
}
