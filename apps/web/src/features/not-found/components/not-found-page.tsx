import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { pageTitle } from '../../../shared/brand';
import { messageText } from '../../../shared/i18n/message-text';
import { buttonClasses } from '../../../shared/ui/button';
import { DocumentTitle } from '../../../shared/document-title';

/** Any unknown path: the Somali heading, an English subtitle and a way home. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  const title = messageText(i18n, messages.notFoundTitle);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <DocumentTitle title={pageTitle(title)} />
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-600">
        <Trans>This page was not found.</Trans>
      </p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
