import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PROPERTY_MANAGEMENT_PATH } from './property-labels';
import { isMissing } from '../../../shared/api/missing';

/** Why a property page could not show: unknown property, not yours, or a failed call. */
export function LoadProblem({ title, error }: { title: string; error: unknown | 'not-owner' }) {
  const { t, i18n } = useLingui();
  const text =
    error === 'not-owner'
      ? t`Only the owner of this property can see this page.`
      : isMissing(error)
        ? messageText(i18n, messages.cantFindProperty)
        : apiErrorMessage(error);
  return (
    <Page title={title} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary', 'mt-6')}>
        <Trans>Back to my properties</Trans>
      </Link>
    </Page>
  );
}
