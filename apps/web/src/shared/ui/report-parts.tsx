import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@rentals/shared';
import { isMissing } from '../api/missing';
import { apiErrorMessage } from '../api/toast-api-error';
import { messageText } from '../i18n/message-text';
import { buttonClasses } from './button';
import { Page } from './page';

/** The pieces every owner's listing dashboard (hall, hotel, apartment building) is made of. */

/** The listing's name and place, with the page's actions (Open listing, Edit, ...) beside them. */
export function ReportHeader({
  name,
  location,
  children,
}: {
  name: string;
  location: { district: string; region: string };
  children: ReactNode;
}) {
  return (
    <div className="-mt-3 mb-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-stone-900">{name}</p>
        <p className="text-sm text-stone-600">
          {location.district}, {location.region}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">{children}</div>
    </div>
  );
}

export function ReportSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <div>
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        {note && <p className="text-xs text-stone-500">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * 'Only the owner of this hall can see this page.', a whole sentence per kind of listing; a noun
 * the caller already put in the page's language goes into the general sentence.
 */
const OWNER_ONLY: Record<string, MessageDescriptor> = {
  building: msg`Only the owner of this building can see this page.`,
  hall: msg`Only the owner of this hall can see this page.`,
  hotel: msg`Only the owner of this hotel can see this page.`,
};

function ownerOnly(i18n: I18n, noun: string): string {
  const known = OWNER_ONLY[noun];
  return known ? i18n._(known) : i18n._(msg`Only the owner of this ${noun} can see this page.`);
}

/**
 * An unknown listing (`error` null, or a not-found answer), someone else's (`error`
 * 'not-owner', told as "Only the owner of this {noun} can see this page."), or a failed call;
 * with the way back to the owner's properties.
 */
export function ReportProblem({
  title,
  noun,
  error,
}: {
  title: string;
  noun: string;
  error: unknown;
}) {
  const { i18n } = useLingui();
  const text =
    error === 'not-owner'
      ? ownerOnly(i18n, noun)
      : error === null || isMissing(error)
        ? messageText(i18n, messages.cantFindProperty)
        : apiErrorMessage(error, i18n);
  return (
    <Page title={title} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to="/property-management" className={buttonClasses('secondary', 'mt-6')}>
        <Trans>Back to my properties</Trans>
      </Link>
    </Page>
  );
}
