import { loadConfig } from '../apps/server/src/config';

/**
 * The app's configuration as production runs it (production's cookie name and checks), on the
 * benchmark's database (`url`, '' for PGlite in `dataDir`), quiet, without demo data, with the
 * public cache kept `cacheSeconds` (0: off) and `more` on top.
 */
export const productionConfig = (
  url: string,
  dataDir: string,
  cacheSeconds: number,
  more: Record<string, string> = {},
) =>
  loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    LIST_CACHE_SECONDS: String(cacheSeconds),
    NODE_ENV: 'production',
    API_KEY: 'bench-api-key',
    // Required in production; the benchmarks send no mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'http://127.0.0.1',
    // One client asks for every page: the page rows measure rendering, not the render budget.
    RENDERS_PER_MINUTE: '1000000000',
    ...more,
  });
