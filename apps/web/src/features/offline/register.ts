import { registerSW } from 'virtual:pwa-register';
import { newVersionWaits } from './new-version';

/**
 * Registers the service worker (apps/web/src/sw/sw.ts) and reports a new version that waits, for
 * the "A new version is ready" prompt. public/connection.js may have registered it already; a
 * second registration of the same script only returns the first.
 */
export function registerServiceWorker() {
  const update = registerSW({ onNeedRefresh: () => newVersionWaits(switchTo) });
  // "Reload": the waiting worker takes over, then the page reloads under it. The reload is ours:
  // the helper's own waits for an event whose flag stayed unset in Chromium (found by the
  // offline journey), and the prompt then did nothing.
  function switchTo() {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    void update();
  }
}
