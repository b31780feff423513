import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '../ui/button';

type Fact = { label: string; value: string };

/** A card's facts, two or three to a row, each its label over its value. */
export function CardFacts({
  facts,
  capitalised = false,
}: {
  facts: Fact[];
  capitalised?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm min-[420px]:grid-cols-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-stone-500">{fact.label}</dt>
          <dd
            className={`font-medium break-words text-stone-800${capitalised ? ' first-letter:uppercase' : ''}`}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type FreeAddressesProps = {
  /** the list's heading and name */
  title: string;
  addresses: readonly { _id: string; address: string }[];
  /** how many are named before '+N more' */
  shown: number;
};

/** The first free doors of an apartment or room type, then how many more there are. */
export function FreeAddresses({ title, addresses, shown }: FreeAddressesProps) {
  const more = addresses.length - shown;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{title}</p>
      <ul aria-label={title} className="mt-1 flex flex-wrap gap-1.5">
        {addresses.slice(0, shown).map((address) => (
          <li
            key={address._id}
            className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 ring-inset"
          >
            {address.address}
          </li>
        ))}
        {more > 0 && (
          <li className="px-1 py-0.5 text-xs text-stone-600">
            <Trans>+{more} more</Trans>
          </li>
        )}
      </ul>
    </div>
  );
}

type NoUnitsYetProps = {
  /** 'This hotel has no rooms yet.' */
  children: ReactNode;
  /** the page adding the first one */
  addPath: string;
  addLabel: ReactNode;
};

/** An owner's listing without rooms or apartments yet: says so and links to adding the first. */
export function NoUnitsYet({ children, addPath, addLabel }: NoUnitsYetProps) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-600">
      <p>{children}</p>
      <Link to={addPath} className={buttonClasses('primary', 'mt-3')}>
        {addLabel}
      </Link>
    </div>
  );
}
