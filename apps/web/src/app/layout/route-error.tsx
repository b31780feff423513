import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { messageText } from '../../shared/i18n/message-text';
import { Button } from '../../shared/ui/button';

/**
 * Shown when a route fails to render, most often when a page's chunk could not be downloaded
 * on a weak connection: reloading fetches it again.
 */
export function RouteError() {
  const { i18n } = useLingui();
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
