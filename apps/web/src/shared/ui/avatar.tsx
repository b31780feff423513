type AvatarProps = { name: string; picture?: string; size?: 'sm' | 'lg' };

const sizes = { sm: 'h-9 w-9 text-sm', lg: 'h-20 w-20 text-2xl' };

/** Up to two initials of a name, or '?' when there is no name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  const initials = letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('');
  return initials || '?';
}

/** The user's picture, or their initials on a brand-coloured disc when there is none. */
export function Avatar({ name, picture, size = 'sm' }: AvatarProps) {
  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        className={`${sizes[size]} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
