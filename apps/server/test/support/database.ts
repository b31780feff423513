import { openDatabase, type Database } from '../../src/db/client';
import { createScratchDatabase } from './postgres';

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped afterwards), so files never share rows.
 */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: '', memory: true });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 't');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
