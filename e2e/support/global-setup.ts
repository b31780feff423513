import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../apps/server/test/support/postgres';
import { startMailboxServer } from './mailbox';
import { startSmsServer } from './sms';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

// Start-up (demo data, first queries) takes over a minute on a busy shared machine.
async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

/**
 * Starts the production server on the built web app with a new data folder (or database), mail
 * going to a real SMTP receiver and SMS to a real SMSC, as a person would meet the product.
 */
export default async function globalSetup() {
  const port = process.env.E2E_PORT ?? '3107';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-e2e-'));
  const mailPath = path.join(dataDir, 'mail.jsonl');
  process.env.E2E_MAIL_FILE = mailPath;
  const mailbox = await startMailboxServer(mailPath);
  const smsPath = path.join(dataDir, 'sms.jsonl');
  process.env.E2E_SMS_FILE = smsPath;
  const smsc = await startSmsServer(smsPath);
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'e2e')
    : null;

  // The compiled server, as `npm start` runs it in production (`npm run build` makes it).
  const server = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(server))
    throw new Error(`No server build at ${server}: run \`npm run build\``);
  const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', server], {
    cwd: root,
    env: {
      ...inherited,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.url,
      SMPP_URL: smsc.url,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      CODES_PER_IP: '1000',
      CODES_PER_EMAIL: '1000',
      CODES_PER_EMAIL_TOTAL: '1000',
      FIND_USER_RATE_LIMIT: '1000',
      // Every journey's tabs come from this machine's address.
      SOCKET_UPGRADES_PER_MINUTE: '100000',
      // Every journey's pages come from this one address, and their rendered markup is checked.
      RENDERS_PER_MINUTE: '100000',
      ...(database ? { DATABASE_URL: database.url, DEMO_DATA: 'true' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A server that never became healthy is stopped, not left holding the port.
  await waitForHealth(`http://127.0.0.1:${port}`, child).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mailbox.close();
    await smsc.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
