import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { OwnerPageProblem } from '../listings/owner-page-problem';
import { PageSpinner } from './spinner';

/**
 * The pieces every owner's listing dashboard (general property, hall, hotel, apartment building)
 * is made of.
 */

type ReportHeaderProps = {
  name: string;
  location: { district: string; region: string };
  /** what the listing is, said before its place ('Office · Hodan, Benaadir') */
  kindLabel?: string;
  /** the listing's public page (Open listing) */
  listingPath: string;
  /** its edit page, and the words of the link */
  editPath: string;
  editLabel: ReactNode;
  /** the page adding a part to it (a room, an apartment), and the words of the link */
  add?: { path: string; label: ReactNode };
};

/** The listing's name and place, with the page's actions (Open listing, Edit, Add) beside them. */
export function ReportHeader({
  name,
  location,
  kindLabel,
  listingPath,
  editPath,
  editLabel,
  add,
}: ReportHeaderProps) {
  const place = `${location.district}, ${location.region}`;
  return (
    <div className="-mt-3 mb-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-stone-900">{name}</p>
        <p className="text-sm text-stone-600">{kindLabel ? `${kindLabel} · ${place}` : place}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Link to={listingPath} className={buttonClasses('secondary')}>
          <Trans>Open listing</Trans>
        </Link>
        <Link to={editPath} className={buttonClasses('secondary')}>
          {editLabel}
        </Link>
        {add && (
          <Link to={add.path} className={buttonClasses('primary', 'col-span-2')}>
            {add.label}
          </Link>
        )}
      </div>
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
  return <OwnerPageProblem title={title} error={error} notOwner={ownerOnly(i18n, noun)} />;
}

type OwnedReportProps<T> = {
  title: string;
  /** the listing's noun in 'Only the owner of this {noun} can see this page.' */
  noun: string;
  listing: { isPending: boolean; data: T | null | undefined; error: unknown };
  userId: string;
  children: (listing: T) => ReactNode;
};

/** An owner's dashboard once its listing is loaded and found to be theirs; ReportProblem else. */
export function OwnedReport<T extends { owner: string }>({
  title,
  noun,
  listing,
  userId,
  children,
}: OwnedReportProps<T>) {
  if (listing.isPending) return <PageSpinner />;
  if (!listing.data) return <ReportProblem title={title} noun={noun} error={listing.error} />;
  if (listing.data.owner !== userId)
    return <ReportProblem title={title} noun={noun} error="not-owner" />;
  return children(listing.data);
}
