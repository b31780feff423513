import type { StatusColour } from '@rentals/shared';

const COLOUR_CLASSES: Record<StatusColour, string> = {
  'grey-blue': 'bg-slate-100 text-slate-700 ring-slate-300',
  red: 'bg-red-50 text-red-700 ring-red-200',
  green: 'bg-green-50 text-green-700 ring-green-200',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-300',
};

/** A status label on its colour (statusColour of shared status.ts decides which). */
export function StatusBadge({ label, colour }: { label: string; colour: StatusColour }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${COLOUR_CLASSES[colour]}`}
    >
      {label}
    </span>
  );
}
