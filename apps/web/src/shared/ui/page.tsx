import type { ReactNode } from 'react';
import { pageTitle } from '../brand';
import { DocumentTitle } from '../document-title';

type PageProps = { title: string; children: ReactNode; width?: 'narrow' | 'wide' };

/** A page body with its document title and one visible heading. */
export function Page({ title, children, width = 'wide' }: PageProps) {
  const max = width === 'narrow' ? 'max-w-md' : 'max-w-3xl';
  return (
    <section className={`mx-auto w-full ${max} px-4 py-8 sm:py-12`}>
      <DocumentTitle title={pageTitle(title)} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}
