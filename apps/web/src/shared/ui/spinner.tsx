import { SPINNER_SIZE } from '@rentals/shared';

type SpinnerProps = { size?: number; className?: string };

/** A spinning ring. Decorative: the surrounding element says what is busy (aria-busy). */
export function Spinner({ size = SPINNER_SIZE, className = '' }: SpinnerProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className={`animate-spin motion-reduce:animate-[spin_2s_linear_infinite] ${className}`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function PageSpinner() {
  return (
    <div role="status" aria-busy="true" className="flex justify-center py-16 text-brand-700">
      <Spinner />
    </div>
  );
}
