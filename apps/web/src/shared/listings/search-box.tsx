import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_TEXT_MAX } from '@rentals/shared';
import { SearchIcon } from '../ui/icons';

type SearchBoxProps = {
  /** the text the box starts with (the search page's own) */
  initial?: string;
  /** filters the search keeps (the category page's type) */
  keep?: Record<string, string>;
  className?: string;
  /** 'compact' for the header */
  size?: 'large' | 'compact';
};

/**
 * The one search box (issue 35): a real GET form to /search, so before the app's code runs, or
 * without it, the server renders the results; once the app is live it navigates in place.
 */
export function SearchBox({
  initial = '',
  keep = {},
  className = '',
  size = 'large',
}: SearchBoxProps) {
  const id = useId();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const compact = size === 'compact';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams({ q: text.trim(), ...keep });
    void navigate(`/search?${params.toString()}`);
  };

  return (
    <form
      role="search"
      aria-label={t`Search`}
      method="get"
      action="/search"
      onSubmit={submit}
      className={`flex min-w-0 items-stretch gap-1.5 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t`Search for a place`}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SEARCH_TEXT_MAX}
        enterKeyHint="search"
        placeholder={compact ? t`Search` : t`Search: guri 3 qol Hodan, hall for 300 guests…`}
        className={`min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/40 ${compact ? 'min-h-10 sm:text-sm' : 'min-h-12'}`}
      />
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={t`Search`}
        className={`flex shrink-0 items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 ${compact ? 'min-h-10 min-w-10' : 'min-h-12 min-w-12 sm:px-4'}`}
      >
        <SearchIcon />
        {!compact && <span className="max-sm:sr-only">{t`Search`}</span>}
      </button>
    </form>
  );
}
