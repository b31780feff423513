import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { messages } from '@rentals/shared';
import { apiErrorMessage } from '../api/toast-api-error';
import { messageText } from '../i18n/message-text';
import { Button, buttonClasses } from './button';
import { Page } from './page';

/**
 * A public listing page without its listing: 'Can't find the property' when there is no such
 * listing (`error` null), else what went wrong with a way to try again; a way home either way.
 */
export function ListingUnavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const missing = error === null;
  const { i18n } = useLingui();
  return (
    <Page
      title={messageText(i18n, missing ? messages.cantFindProperty : messages.errorHappened)}
      width="narrow"
    >
      {!missing && <p className="text-stone-700">{apiErrorMessage(error, i18n)}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {!missing && (
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link to="/" className={buttonClasses('secondary')}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </Page>
  );
}
