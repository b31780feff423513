import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEV_API_KEY } from '@rentals/shared';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { freshDatabase } from './database';
import { startGoogleKeys, TEST_GOOGLE_CLIENT_ID } from './google';
import { startMailbox } from './mailbox';

/**
 * The whole app as production builds it, on a fresh database, with mail through a real SMTP
 * receiver and Google keys served locally. Close it in afterAll.
 */
export async function startTestApp(env: Record<string, string> = {}) {
  const mailbox = await startMailbox();
  const google = await startGoogleKeys();
  const db = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Pages render in the browser unless a test gives a renderer: the real one exists only
    // after a build, and the tests must not depend on whether one ran before them.
    WEB_SSR_ENTRY: path.join(dataDir, 'no-renderer.js'),
    ...env,
  });
  const app = await buildApp(config, { database: db.database });
  const api = apiClient(app);
  return {
    app,
    config,
    mailbox,
    google,
    ...api,
    /** Signs a new or existing user in through the e-mailed code; returns their cookie. */
    async signUp(name: string, email: string) {
      await api.post('/api/users/signup', { name, email });
      const otp = await mailbox.codeFor(email);
      const res = await api.post('/api/users/varify-login-otp', {
        otp,
        userEmail: email,
        type: 'signup',
      });
      return {
        cookie: sessionCookie(res),
        user: res.json().data as { _id: string; email: string },
      };
    },
    async close() {
      await app.close();
      await db.drop();
      await mailbox.close();
      await google.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Requests as the web client sends them: with the key header, optionally a session cookie. */
export function apiClient(app: FastifyInstance) {
  const send = (opts: InjectOptions & { cookie?: string }) =>
    app.inject({
      ...opts,
      headers: {
        'x-api-key': DEV_API_KEY,
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...opts.headers,
      },
    });
  return {
    send,
    get: (url: string, cookie?: string) => send({ method: 'GET', url, cookie }),
    post: (url: string, payload: object, cookie?: string) =>
      send({ method: 'POST', url, payload, cookie }),
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `sid=${sid.value}`;
}
