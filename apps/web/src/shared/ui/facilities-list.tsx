import { useState } from 'react';
import { FACILITIES_SHOWN, FACILITY_CATEGORIES, type FacilitySelection } from '@rentals/shared';
import { CheckIcon } from '../listings/icons';

/** Every chosen facility, in the catalogue's category order. */
export function facilityNames(facilities: FacilitySelection): string[] {
  return FACILITY_CATEGORIES.flatMap((category) => facilities[category] ?? []);
}

/** The facilities: the first six, then all of them on request (spec 1 section 9). */
export function FacilitiesList({ facilities }: { facilities: FacilitySelection }) {
  const [all, setAll] = useState(false);
  const names = facilityNames(facilities);
  if (names.length === 0) return null;
  const shown = all ? names : names.slice(0, FACILITIES_SHOWN);

  return (
    <section aria-labelledby="facilities">
      <h2 id="facilities" className="text-lg font-bold text-stone-900">
        Facilities
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 min-[420px]:grid-cols-2">
        {shown.map((name) => (
          <li key={name} className="flex items-center gap-2 text-sm text-stone-700">
            <CheckIcon className="h-4 w-4 shrink-0 text-brand-700" />
            {name}
          </li>
        ))}
      </ul>
      {names.length > FACILITIES_SHOWN && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll((value) => !value)}
          className="mt-3 min-h-10 rounded-lg border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          {all ? 'Show fewer facilities' : `Show all facilities (${names.length})`}
        </button>
      )}
    </section>
  );
}
