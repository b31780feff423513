import { registerSW } from 'virtual:pwa-register';
import { newVersionWaits } from './new-version';

/**
 * Registers the service worker (apps/web/src/sw/sw.ts) and reports a new version that waits, for
 * the "A new version is ready" prompt. public/connection.js may have registered it already; a
 * second registration of the same script only returns the first.
 */
export function registerServiceWorker() {
  registerSW({ onNeedRefresh: () => newVersionWaits(() => void switchToNewVersion()) });
}

/**
 * "Reload": the waiting worker takes over (sw.ts skips waiting on this message), then the page
 * reloads under it. Done here rather than through the helper's update(), whose reload waited for
 * an event flag that stayed unset in Chromium, so Reload did nothing (the offline journey found
 * it). A version that already took over (from another tab) needs only the reload.
 */
async function switchToNewVersion() {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  // Chromium lets it take over once the old one has no request under way; a page still waiting
  // after that reloads anyway, and shows the prompt again if the new version still waits.
  setTimeout(() => location.reload(), 10_000);
}
