import { memo, useCallback, type Dispatch, type SetStateAction } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  countFacilities,
  FACILITY_CATALOGUE,
  MIN_FACILITIES,
  type FacilityCategory,
  type FacilitySelection,
} from '@rentals/shared';
import { facilityCategoryLabel, facilityLabel } from './facility-labels';

type FacilityGroupsProps = {
  categories: readonly FacilityCategory[];
  selected: FacilitySelection;
  onToggle: (category: FacilityCategory, name: string) => void;
};

/**
 * The facility checkboxes, one folding group per category so a phone screen is not a wall of
 * 100 boxes; each group says how many of its boxes are ticked. Memoised: typing in the other
 * fields does not re-render a hundred checkboxes on a slow phone.
 */
export const FacilityGroups = memo(function FacilityGroups({
  categories,
  selected,
  onToggle,
}: FacilityGroupsProps) {
  const total = countFacilities(selected);
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-700">
        <Trans>Facilities</Trans>
      </legend>
      <p
        className={`mt-0.5 mb-2 text-xs ${total >= MIN_FACILITIES ? 'text-green-700' : 'text-stone-500'}`}
      >
        <Trans>
          {total} chosen · at least {MIN_FACILITIES}
        </Trans>
      </p>
      <div className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
        {categories.map((category) => {
          const chosen = selected[category] ?? [];
          return (
            <details key={category} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                <span>{facilityCategoryLabel(i18n, category)}</span>
                <span className="flex items-center gap-2">
                  {chosen.length > 0 && (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      {chosen.length}
                    </span>
                  )}
                  <span
                    aria-hidden="true"
                    className="text-stone-400 transition-transform group-open:rotate-180"
                  >
                    ▾
                  </span>
                </span>
              </summary>
              <div className="grid gap-x-4 px-4 pb-3 sm:grid-cols-2">
                {FACILITY_CATALOGUE[category].map((name) => (
                  <label
                    key={name}
                    className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-stone-700"
                  >
                    <input
                      type="checkbox"
                      checked={chosen.includes(name)}
                      onChange={() => onToggle(category, name)}
                      className="h-5 w-5 shrink-0 accent-brand-700"
                    />
                    {facilityLabel(i18n, name)}
                  </label>
                ))}
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
});

/** The selection with `name` ticked, or unticked when it was, in its category. */
export function toggledFacility(
  selection: FacilitySelection,
  category: FacilityCategory,
  name: string,
): FacilitySelection {
  const chosen = selection[category] ?? [];
  const next = chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name];
  return { ...selection, [category]: next };
}

/** FacilityGroups' onToggle for a form whose state holds its `facilities`. */
export function useFacilityToggle<F extends { facilities: FacilitySelection }>(
  setForm: Dispatch<SetStateAction<F>>,
) {
  return useCallback(
    (category: FacilityCategory, name: string) =>
      setForm((previous) => ({
        ...previous,
        facilities: toggledFacility(previous.facilities, category, name),
      })),
    [setForm],
  );
}
