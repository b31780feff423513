import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './app';

/**
 * The test app with a stand-in page renderer (the source of an `entry-server` module, which
 * exports `configure` and `render`) and a minimal built index.html; closing it removes both.
 */
export async function startAppWithRenderer(
  renderer: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-renderer-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(
    path.join(dir, 'dist', 'index.html'),
    '<html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'entry-server.mjs'), renderer);
  const app = await startTestApp({
    WEB_DIST: path.join(dir, 'dist'),
    WEB_SSR_ENTRY: path.join(dir, 'entry-server.mjs'),
    ...env,
  });
  return {
    ...app,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
