import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pageTitle } from '../../../shared/brand';
import { DocumentTitle } from '../../../shared/document-title';

type AuthCardProps = { title: string; intro: string; children: ReactNode; footer: ReactNode };

/** The frame of the sign-in and sign-up pages. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <DocumentTitle title={pageTitle(title)} />
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-stone-600">{intro}</p>
        {children}
      </div>
      <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>
    </section>
  );
}

/** A thin 'or' rule between the e-mail form and Google's button. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500">
      <span className="h-px flex-1 bg-stone-200" />
      <Trans>or</Trans>
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
