import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import type { Executor } from '../db/client';
import { openDatabase } from '../db/client';
import { setAdminRole } from '../modules/users/roles';

/*
 * `npm run admin -- promote <email>` / `npm run admin -- demote <email>`: gives or takes the
 * admin role (users.account_type) on the database the server uses, DATABASE_URL or the
 * embedded one in DATA_DIR. An address of ADMIN_EMAILS is promoted again at its next proved
 * sign-in (a code or a verified Google token), whatever this says.
 */

export const ADMIN_USAGE = 'usage: npm run admin -- promote <email> | demote <email>';

export type CommandResult = { code: number; message: string };

type Command = { command: 'promote' | 'demote'; email: string };

function parseArgs(args: string[]): Command | null {
  const [command, email, ...rest] = args;
  if ((command !== 'promote' && command !== 'demote') || !email || rest.length > 0) return null;
  return { command, email };
}

/** Runs one command against a database; the exit code and what to print. */
export async function runAdminCommand(db: Executor, args: string[]): Promise<CommandResult> {
  const parsed = parseArgs(args);
  if (!parsed) return { code: 2, message: ADMIN_USAGE };
  const { command, email } = parsed;
  const user = await setAdminRole(db, email, command === 'promote');
  if (!user) return { code: 1, message: `No user has the e-mail ${email.trim().toLowerCase()}` };
  return {
    code: 0,
    message: `${user.email} is ${command === 'promote' ? 'now an admin' : 'no longer an admin'} (account_type ${user.accountType})`,
  };
}

async function main(args: string[]): Promise<number> {
  if (!parseArgs(args)) {
    console.error(ADMIN_USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    // Creating the embedded database here would make the first `npm start` skip the demo data.
    console.error(`No database in ${config.dataDir}: start the server once first (npm start).`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await runAdminCommand(database.db, args);
    (result.code === 0 ? console.log : console.error)(result.message);
    return result.code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
