import { Link } from 'react-router';
import { messages } from '@rentals/shared';
import { pageTitle } from '../../../shared/brand';
import { buttonClasses } from '../../../shared/ui/button';
import { DocumentTitle } from '../../../shared/document-title';

/** Any unknown path: the Somali heading, an English subtitle and a way home. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <DocumentTitle title={pageTitle(messages.notFoundTitle)} />
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{messages.notFoundTitle}</h1>
      <p className="mt-2 text-stone-600">This page was not found.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        Back to home
      </Link>
    </section>
  );
}
