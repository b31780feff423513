import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_SMS_COUNTRIES,
  DEV_API_KEY,
  MAX_DAYS_AHEAD,
  MAX_PENDING_REQUESTS,
  MAX_STAY_NIGHTS,
  REQUEST_EXPIRY_HOURS,
} from '@rentals/shared';
import { serverRoot } from './server-root';
import type { S3Settings } from './storage/s3';
import { checkProxyAddresses, type TrustProxy } from './client-address';

const GOOGLE_JWKS = 'https://www.googleapis.com/oauth2/v3/certs';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().default('rentals:'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Mogadishu Rentals <no-reply@rentals.so>'),
  SMPP_URL: z
    .string()
    .url()
    .refine((u) => /^ss?mpp:$/.test(new URL(u).protocol), {
      message: 'smpp://system_id:password@host:port (ssmpp:// for TLS)',
    })
    .optional(),
  SMS_SENDER: z.string().max(16).default('Rentals'),
  SMS_COUNTRIES: z
    .string()
    .regex(/^\s*\+?\d{1,3}(\s*,\s*\+?\d{1,3})*\s*$/, {
      message: 'calling codes separated by commas, as 252,254',
    })
    .default(DEFAULT_SMS_COUNTRIES.join(',')),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).default(500),
  SMS_WINDOW: z.coerce.number().int().min(1).max(100).default(10),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default(GOOGLE_JWKS),
  API_KEY: z.string().min(8).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  DEMO_DATA: flag.optional(),
  WEB_DIST: z.string().optional(),
  WEB_SSR_ENTRY: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  CODES_PER_IP: z.coerce.number().int().min(1).default(20),
  CODES_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  TRACKING_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  CODES_PER_EMAIL_TOTAL: z.coerce.number().int().min(1).default(10),
  FIND_USER_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.string().default('0'),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(300),
  BODY_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  SOCKETS_PER_SESSION: z.coerce.number().int().min(1).default(10),
  SOCKET_UPGRADES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAILS: z.string().default(''),
  PUBLIC_URL: z.string().url().optional(),
  // 50,000: the most one sitemap file may name (sitemaps.org).
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  LIST_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  PUBLIC_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.01).max(3600).default(5),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  REQUEST_EXPIRY_HOURS: z.coerce.number().min(0.01).default(REQUEST_EXPIRY_HOURS),
  MAX_STAY_NIGHTS: z.coerce.number().int().min(1).default(MAX_STAY_NIGHTS),
  MAX_DAYS_AHEAD: z.coerce.number().int().min(1).max(3660).default(MAX_DAYS_AHEAD),
  MAX_PENDING_REQUESTS: z.coerce.number().int().min(1).default(MAX_PENDING_REQUESTS),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** unset: embedded PGlite in dataDir */
  databaseUrl?: string;
  redisUrl?: string;
  /** prefix of every Redis key, so several deployments (or test runs) can share a server */
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  /** the carrier's SMSC; unset: SMS go to the log (none are sent in production) */
  smppUrl?: string;
  /** the sender id shown on SMS: a name of at most 11 letters or digits, or a number */
  smsSender: string;
  /** calling codes ('252') of the countries SMS are sent to; others are refused */
  smsCountries: string[];
  /** SMS the whole deployment may send in a UTC day (codes and alerts); 0 sends none */
  smsDailyLimit: number;
  /** submit_sm that may await the SMSC's answer at once */
  smsWindow: number;
  googleClientId?: string;
  googleJwksUrl: string;
  apiKey: string;
  /** set: uploaded files go to this S3-compatible bucket instead of `<dataDir>/uploads` */
  s3?: S3Settings;
  /** undefined: load demo data only when the embedded database is created */
  demoData?: boolean;
  /** folder of the built web app; absent folder means the API alone is served */
  webDist: string;
  /** the web build's page renderer (apps/web/dist-ssr); absent file means pages render in the browser */
  webSsrEntry: string;
  logLevel: string;
  /** sign-in calls one client address may make per minute */
  authRateLimitPerMinute: number;
  /** codes one client address may ask for per CODE_WINDOW_MINUTES, for all e-mails together */
  codesPerIp: number;
  /** codes one e-mail address may be sent per CODE_WINDOW_MINUTES at one client's request */
  codesPerEmail: number;
  /** tracking calls (sessions, page views, listing views) one client address may make a minute */
  trackingRateLimitPerMinute: number;
  /** reports and property requests one signed-in person may send an hour */
  reportsPerHour: number;
  /** codes one e-mail address may be sent per CODE_WINDOW_MINUTES in all (against floods) */
  codesPerEmailTotal: number;
  /** user look-ups by e-mail per 15 minutes, for each signed-in user and each client address */
  findUserRateLimit: number;
  /**
   * behind a load balancer: the proxies whose X-Forwarded-For entry (and -Host, -Proto) is taken,
   * counted from the socket's end (a hop count) or named by address (client-address.ts)
   */
  trustProxy: TrustProxy;
  /** the most a whole request (headers and body, uploads included) may take to arrive */
  requestTimeoutSeconds: number;
  /** the most the body of a call that takes no files may take to arrive after its headers */
  bodyTimeoutSeconds: number;
  /** live sockets (tabs) one session may hold open on one instance */
  socketsPerSession: number;
  /** socket upgrade attempts one client address may make a minute on one instance */
  socketUpgradesPerMinute: number;
  /**
   * server renderings of pages the cache does not hold that one client address may cause a
   * minute; past them its pages are sent unrendered (the browser renders them)
   */
  rendersPerMinute: number;
  /** e-mails (lower-cased) whose accounts become admins once they prove the address */
  adminEmails: string[];
  /** where people open the app, for links in e-mails (no trailing slash) */
  publicUrl: string;
  /**
   * PUBLIC_URL as set (no trailing slash): the origin of pages' canonical and preview links and
   * of the sitemap; unset, each request's own origin is used
   */
  siteUrl?: string;
  /** listings named by one sitemap file (at most 50,000, the sitemaps.org limit) */
  sitemapUrlsPerFile: number;
  /** lifetime of cached public first pages (http/public-cache.ts); 0: no cache */
  listCacheSeconds: number;
  /** the most that cache may hold, in estimated MB; the least recently used entries give way */
  publicCacheMb: number;
  /** how often the outbox worker looks for due mail and timed jobs (it is also woken on commit) */
  outboxPollSeconds: number;
  /** wait before a failed e-mail's first retry; each later one waits twice as long, up to an hour */
  mailRetrySeconds: number;
  /** tries of one e-mail before it is given up as a dead letter (logged) */
  mailMaxAttempts: number;
  /** a pending request unanswered this long is declined by the system */
  requestExpiryHours: number;
  /** longest hotel stay, in nights */
  maxStayNights: number;
  /** furthest hotel check-in or hall event day, in days from today */
  maxDaysAhead: number;
  /** pending requests one renter may hold at once per kind of listing */
  maxPendingRequests: number;
};

/**
 * Object storage is all or nothing: a bucket with half its settings would fail at the first
 * upload, so a partial S3_* set is refused at start. The region defaults to us-east-1, which
 * S3-compatible servers that ignore regions accept.
 */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const given = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(given).filter(([, v]) => !v);
  if (missing.length === Object.keys(given).length && !e.S3_REGION) return undefined;
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration:\n${missing.map(([k]) => `${k}: required with the other S3_* variables`).join('\n')}`,
    );
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

/**
 * TRUST_PROXY: `0` (or off) trusts no proxy; a number is how many proxies stand in front
 * (`1`, or on, for one); anything else is a comma-separated list of the proxies' addresses or
 * ranges (`10.0.0.5`, `10.0.0.0/8`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 * Never "trust all": that takes the left-most X-Forwarded-For entry, which the client writes.
 */
function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim().toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(v)) return false;
  if (['true', 'on', 'yes'].includes(v)) return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new Error('Invalid configuration:\nTRUST_PROXY: at most 10 proxies');
    return { hops };
  }
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  try {
    if (addresses.length === 0) throw new Error('no address');
    checkProxyAddresses(addresses);
  } catch {
    throw new Error(
      'Invalid configuration:\nTRUST_PROXY: 0, a number of proxies, or a comma-separated list of their addresses or ranges',
    );
  }
  return { addresses };
}

/** Parses the environment once; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (as in `DATABASE_URL= npm start`).
  const given = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 = s3Settings(e);
  if (e.NODE_ENV === 'production' && !e.API_KEY)
    throw new Error('API_KEY must be set in production');
  // Codes in the log are for development only (DESIGN section 6).
  if (e.NODE_ENV === 'production' && !e.SMTP_URL)
    throw new Error('SMTP_URL must be set in production');
  // Without it, the links of pages, robots.txt and the sitemaps would name whatever host the
  // request said it reached.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL)
    throw new Error('PUBLIC_URL must be set in production');
  if (e.PUBLIC_URL && !/^https?:$/.test(new URL(e.PUBLIC_URL).protocol))
    throw new Error('Invalid configuration:\nPUBLIC_URL: an http or https address');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smppUrl: e.SMPP_URL,
    smsSender: e.SMS_SENDER,
    smsCountries: e.SMS_COUNTRIES.split(',').map((c) => c.trim().replace('+', '')),
    smsDailyLimit: e.SMS_DAILY_LIMIT,
    smsWindow: e.SMS_WINDOW,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    apiKey: e.API_KEY ?? DEV_API_KEY,
    s3,
    demoData: e.DEMO_DATA,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    webSsrEntry: path.resolve(
      e.WEB_SSR_ENTRY ?? path.join(serverRoot, '../web/dist-ssr/entry-server.js'),
    ),
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT,
    codesPerIp: e.CODES_PER_IP,
    codesPerEmail: e.CODES_PER_EMAIL,
    trackingRateLimitPerMinute: e.TRACKING_RATE_LIMIT,
    reportsPerHour: e.REPORTS_PER_HOUR,
    codesPerEmailTotal: e.CODES_PER_EMAIL_TOTAL,
    findUserRateLimit: e.FIND_USER_RATE_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    bodyTimeoutSeconds: e.BODY_TIMEOUT_SECONDS,
    socketsPerSession: e.SOCKETS_PER_SESSION,
    socketUpgradesPerMinute: e.SOCKET_UPGRADES_PER_MINUTE,
    rendersPerMinute: e.RENDERS_PER_MINUTE,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    siteUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    // Off in tests, which write rows behind the API's back and read them at once.
    listCacheSeconds: e.LIST_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 3),
    publicCacheMb: e.PUBLIC_CACHE_MB,
    outboxPollSeconds: e.OUTBOX_POLL_SECONDS,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    requestExpiryHours: e.REQUEST_EXPIRY_HOURS,
    maxStayNights: e.MAX_STAY_NIGHTS,
    maxDaysAhead: e.MAX_DAYS_AHEAD,
    maxPendingRequests: e.MAX_PENDING_REQUESTS,
  };
}
