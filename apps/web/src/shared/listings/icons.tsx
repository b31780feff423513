type IconProps = { className?: string };

const stroke = {
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

/** Heart of the favourite toggle; filled when the listing is a favourite. */
export function HeartIcon({
  className = 'h-5 w-5',
  filled = false,
}: IconProps & { filled?: boolean }) {
  return (
    <svg {...stroke} fill={filled ? 'currentColor' : 'none'} className={className}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1 5 2.9 1.6-1.9 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

export function StarIcon({
  className = 'h-4 w-4',
  filled = true,
}: IconProps & { filled?: boolean }) {
  return (
    <svg {...stroke} fill={filled ? 'currentColor' : 'none'} className={className}>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

export function RoomsIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...stroke} className={className}>
      <path d="M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 18h18M3 18v2m18-2v2M6 10V6a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v4" />
    </svg>
  );
}

export function PictureIcon({ className = 'h-8 w-8' }: IconProps) {
  return (
    <svg {...stroke} className={className}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

export function ChevronIcon({
  className = 'h-5 w-5',
  direction = 'right',
}: IconProps & { direction?: 'left' | 'right' }) {
  return (
    <svg {...stroke} className={className}>
      <path d={direction === 'right' ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'} />
    </svg>
  );
}

export function CloseIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg {...stroke} className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function CheckIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...stroke} className={className}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** Not allowed: a circle struck through. */
export function BanIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...stroke} className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m6 18 12-12" />
    </svg>
  );
}
