import { registerSW } from 'virtual:pwa-register';
import { newVersionWaits } from './new-version';

/**
 * Registers the service worker (apps/web/src/sw/sw.ts) and reports a new version that waits, for
 * the "A new version is ready" prompt. public/connection.js may have registered it already; a
 * second registration of the same script only returns the first.
 */
export function registerServiceWorker() {
  const update = registerSW({
    onNeedRefresh: () => newVersionWaits(() => void update(true)),
  });
}
