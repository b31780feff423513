import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_STARS } from '@rentals/shared';
import { useFieldProblem } from '../../../shared/forms/form-problem';
import { StarIcon } from '../../../shared/listings/icons';

type StarPickerProps = {
  label: string;
  /** the group's name in its form, which a refusal (useFormProblem) may point at */
  name: string;
  value: number;
  onChange: (stars: number) => void;
};

const STARS = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

/** One category's 1-5 stars, as a radio group of 40 px buttons. */
export function StarPicker({ label, name, value, onChange }: StarPickerProps) {
  const groupId = useId();
  // The group is marked and says the form's problem; its first star takes the focus.
  const { controlProps, message, clearing } = useFieldProblem(name, groupId);
  const choose = clearing(onChange);
  const { t } = useLingui();
  const labelId = `${groupId}-label`;
  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-stone-700">
        {label}
      </span>
      <div
        id={groupId}
        role="radiogroup"
        aria-labelledby={labelId}
        {...controlProps}
        className="-ml-2 flex"
      >
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            name={name}
            role="radio"
            aria-checked={value === n}
            aria-label={t`${plural(n, { one: '# star', other: '# stars' })}`}
            onClick={() => choose(n)}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-amber-50 ${
              n <= value ? 'text-amber-500' : 'text-stone-300'
            }`}
          >
            <StarIcon className="h-6 w-6" filled={n <= value} />
          </button>
        ))}
      </div>
      {message}
    </div>
  );
}
