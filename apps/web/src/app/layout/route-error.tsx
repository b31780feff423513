import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteError } from 'react-router';
import { messages } from '@rentals/shared';
import { isApiError } from '../../shared/api/client';
import { messageText } from '../../shared/i18n/message-text';
import { Button } from '../../shared/ui/button';

/** A page's code that could not be downloaded (Chromium, Firefox and Safari word it so). */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * Whether the route failed for want of the network: offline, or its code or data got no
 * answer. Then it is no error of the page's, and the person is told they are offline.
 */
export function failedForNetwork(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (isApiError(error)) return error.status === 0;
  return error instanceof Error && FAILED_IMPORT.test(error.message);
}

/**
 * Shown when a route fails to render, most often when a page's chunk could not be downloaded
 * on a weak connection: reloading fetches it again. Offline, it is the offline page, as the
 * service worker's for an address opened afresh (public/offline.html): moving inside the app to
 * a page never seen needs the network too.
 */
export function RouteError() {
  const { i18n } = useLingui();
  const error = useRouteError();
  if (failedForNetwork(error)) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-xl font-bold text-stone-900">
          <Trans>You are offline</Trans>
        </h1>
        <p className="mt-2 text-stone-700">
          <Trans>
            This page has not been opened on this phone before, so it needs the network.
          </Trans>
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-xl font-bold text-stone-900 first-letter:uppercase">
        {messageText(i18n, messages.errorHappened)}
      </h1>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}
