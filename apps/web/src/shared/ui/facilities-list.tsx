import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import {
  FACILITIES_SHOWN,
  FACILITY_CATEGORIES,
  type FacilityCategory,
  type FacilitySelection,
} from '@rentals/shared';
import { facilityLabel } from '../forms/facility-labels';
import { BanIcon, CheckIcon } from '../listings/icons';

/** The category whose names are house rules (what a guest may not do), not amenities. */
const RULES: FacilityCategory = 'Not Allowed';

/** Every chosen facility, in the catalogue's category order. */
export function facilityNames(facilities: FacilitySelection): string[] {
  return FACILITY_CATEGORIES.flatMap((category) => facilities[category] ?? []);
}

/**
 * The facilities: the amenities with a tick, the first six and then all of them on request
 * (spec 1 section 9), and apart from them, struck through, what is not allowed (Smoking, Pets...),
 * which a tick among the amenities read as offered.
 */
export function FacilitiesList({ facilities }: { facilities: FacilitySelection }) {
  const [all, setAll] = useState(false);
  const { t } = useLingui();
  const headingId = useId();
  const rulesId = useId();
  const names = facilityNames({ ...facilities, [RULES]: [] });
  const rules = facilities[RULES] ?? [];
  if (names.length === 0 && rules.length === 0) return null;
  const shown = all ? names : names.slice(0, FACILITIES_SHOWN);
  const count = names.length;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        <Trans>Facilities</Trans>
      </h2>
      {names.length > 0 && (
        <FacilityGrid
          labelledBy={headingId}
          names={shown}
          className="mt-3"
          icon={<CheckIcon className="h-4 w-4 shrink-0 text-brand-700" />}
        />
      )}
      {names.length > FACILITIES_SHOWN && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll((value) => !value)}
          className="mt-3 min-h-10 rounded-lg border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          {all ? t`Show fewer facilities` : t`Show all facilities (${count})`}
        </button>
      )}
      {rules.length > 0 && (
        <>
          <h3 id={rulesId} className="mt-5 text-sm font-semibold text-stone-900">
            <Trans>Not allowed</Trans>
          </h3>
          <FacilityGrid
            labelledBy={rulesId}
            names={rules}
            className="mt-2"
            icon={<BanIcon className="h-4 w-4 shrink-0 text-red-700" />}
          />
        </>
      )}
    </section>
  );
}

type FacilityGridProps = {
  labelledBy: string;
  names: readonly string[];
  /** the grid's top margin */
  className: string;
  /** the mark before each name: a tick, or struck through */
  icon: ReactNode;
};

/** Facility names in one or two columns, each after its mark. */
function FacilityGrid({ labelledBy, names, className, icon }: FacilityGridProps) {
  const { i18n } = useLingui();
  return (
    <ul
      aria-labelledby={labelledBy}
      className={`${className} grid grid-cols-1 gap-x-6 gap-y-2 min-[420px]:grid-cols-2`}
    >
      {names.map((name) => (
        <li key={name} className="flex items-center gap-2 text-sm text-stone-700">
          {icon}
          {facilityLabel(i18n, name)}
        </li>
      ))}
    </ul>
  );
}
