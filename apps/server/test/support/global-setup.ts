import { ensurePgliteDump, ensureTemplateDatabase } from './template';

/** Once per test run: the migrated database every test file copies (support/template.ts). */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await ensureTemplateDatabase(serverUrl);
  else await ensurePgliteDump();
}
