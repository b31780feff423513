import type { ReactNode } from 'react';
import { lineIcon, LINE_DRAWING, type IconProps } from '../ui/icons';

/** An icon that may be filled in with the text's colour. */
const fillableIcon =
  (shape: ReactNode, defaults: { className: string; filled: boolean }) =>
  ({
    className = defaults.className,
    filled = defaults.filled,
  }: IconProps & { filled?: boolean }) => (
    <svg {...LINE_DRAWING} fill={filled ? 'currentColor' : 'none'} className={className}>
      {shape}
    </svg>
  );

/** Heart of the favourite toggle; filled when the listing is a favourite. */
export const HeartIcon = fillableIcon(
  <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1 5 2.9 1.6-1.9 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />,
  { className: 'h-5 w-5', filled: false },
);

export const StarIcon = fillableIcon(
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
  { className: 'h-4 w-4', filled: true },
);

export const RoomsIcon = lineIcon(
  <path d="M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 18h18M3 18v2m18-2v2M6 10V6a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v4" />,
  'h-4 w-4',
);

export const PictureIcon = lineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
  'h-8 w-8',
);

export function ChevronIcon({
  className = 'h-5 w-5',
  direction = 'right',
}: IconProps & { direction?: 'left' | 'right' }) {
  return (
    <svg {...LINE_DRAWING} className={className}>
      <path d={direction === 'right' ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'} />
    </svg>
  );
}

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);

export const CheckIcon = lineIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />, 'h-4 w-4');

/** Not allowed: a circle struck through. */
export const BanIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m6 18 12-12" />
  </>,
  'h-4 w-4',
);
