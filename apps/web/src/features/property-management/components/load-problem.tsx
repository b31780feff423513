import { Link } from 'react-router';
import { messages } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PROPERTY_MANAGEMENT_PATH } from './property-labels';
import { isMissing } from '../../../shared/api/missing';

/** Why a property page could not show: unknown property, not yours, or a failed call. */
export function LoadProblem({ title, error }: { title: string; error: unknown | 'not-owner' }) {
  const text =
    error === 'not-owner'
      ? 'Only the owner of this property can see this page.'
      : isMissing(error)
        ? messages.cantFindProperty
        : apiErrorMessage(error);
  return (
    <Page title={title} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary', 'mt-6')}>
        Back to my properties
      </Link>
    </Page>
  );
}
