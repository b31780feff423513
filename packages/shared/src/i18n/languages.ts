/**
 * The languages the marketplace speaks (issue 17). A person chooses one with the header's switch;
 * until then a page keeps the spec's own wording, its mixed English and Somali ('spec'), except
 * that a browser whose first language is Somali gets Somali from the first visit.
 */
export const LANGUAGES = ['so', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a page's texts are in: a chosen language, or the spec's wording. */
export const TEXT_MODES = ['spec', ...LANGUAGES] as const;
export type TextMode = (typeof TEXT_MODES)[number];

/** The cookie that carries the choice (read by the server, so the first byte is right). */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice is the person's, not the session's. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The names the switch shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { so: 'Af-Soomaali', en: 'English' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The browser's most preferred language tag in an Accept-Language header (highest q, the first
 * of equals), lower-cased; undefined when there is none.
 */
export function preferredLanguageTag(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let best: { tag: string; q: number } | undefined;
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase();
    if (!tag || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag;
}

/**
 * The texts a request's page is in: the cookie's choice, else the signed-in person's stored one,
 * else Somali for a Somali browser, else the spec's wording.
 */
export function textModeOf(input: {
  cookie?: string | undefined;
  stored?: string | null | undefined;
  acceptLanguage?: string | undefined;
}): TextMode {
  if (isLanguage(input.cookie)) return input.cookie;
  if (isLanguage(input.stored)) return input.stored;
  const tag = preferredLanguageTag(input.acceptLanguage);
  if (tag === 'so' || tag?.startsWith('so-')) return 'so';
  return 'spec';
}

/** `<html lang>`: the spec's wording is mostly English. */
export const htmlLangOf = (mode: TextMode): Language => (mode === 'so' ? 'so' : 'en');

/** The locale Intl formats dates, times and plurals in for a mode. */
export const intlLocaleOf = (mode: TextMode): string => (mode === 'so' ? 'so-SO' : 'en-GB');
