import { Link } from 'react-router';
import { messages } from '@rentals/shared';
import { apiErrorMessage } from '../api/toast-api-error';
import { Button, buttonClasses } from './button';
import { Page } from './page';

/**
 * A public listing page without its listing: 'Can't find the property' when there is no such
 * listing (`error` null), else what went wrong with a way to try again; a way home either way.
 */
export function ListingUnavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const missing = error === null;
  return (
    <Page title={missing ? messages.cantFindProperty : messages.errorHappened} width="narrow">
      {!missing && <p className="text-stone-700">{apiErrorMessage(error)}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {!missing && <Button onClick={retry}>Try again</Button>}
        <Link to="/" className={buttonClasses('secondary')}>
          Back to home
        </Link>
      </div>
    </Page>
  );
}
