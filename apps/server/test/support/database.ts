import fs from 'node:fs';
import { openDatabase, type Database } from '../../src/db/client';
import { createScratchDatabase } from './postgres';
import { pgliteDumpPath, templateName } from './template';

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped afterwards), so files never share rows. Each
 * starts as a copy of the run's migrated template (support/template.ts, made by global-setup.ts).
 */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = new Blob([fs.readFileSync(pgliteDumpPath())]);
    const database = await openDatabase({ dataDir: '', memory: true, dump });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 't', templateName());
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
