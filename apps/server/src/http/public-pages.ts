import type { OpenedPage } from '@rentals/shared';

/**
 * The public pages are declared once, below both apps (PUBLIC_PAGES, packages/shared/src/
 * public-pages.ts: paths, code, picture, listing kind, query): the server matches a URL against
 * them with the router's matchPath, as the web's route table does. Here, what the server adds: the address a page is rendered and
 * cached at. The kind of page a listing's head is written from is its facts' `page`.
 */

/**
 * The address a visitor's page is rendered and cached at: its path with only the parameters the
 * page reads, each once (the first, as URLSearchParams.get reads it), in the page's order. So
 * `/?q=1` and `/?q=2` are one rendering of `/`, and junk parameters cannot fill the page cache.
 */
export function pageUrl(pathname: string, search: string | undefined, opened?: OpenedPage): string {
  const names = opened?.page.query ?? [];
  if (!search || names.length === 0) return pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}
