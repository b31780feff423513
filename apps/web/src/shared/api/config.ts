import { DEV_API_KEY } from '@rentals/shared';

/** The same values while the server renders a page, where there is no document. */
const serverMeta: Record<string, string | undefined> = {};
export const setServerMeta = (values: Record<string, string | undefined>) => {
  Object.assign(serverMeta, values);
};

/**
 * The server replaces `<!--app-config-->` in index.html with meta tags carrying the API key and
 * the Google client id. Read lazily so tests (and a late-injected head) see the current values.
 */
function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return serverMeta[name];
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value ? value : undefined;
}

export const getApiKey = (): string => readMeta('api-key') ?? DEV_API_KEY;

/** Undefined when Google sign-in is not configured: then no Google script is ever loaded. */
export const getGoogleClientId = (): string | undefined => readMeta('google-client-id');

/** The site's address the server's page wrote its absolute links with (share links). */
export const getSiteUrl = (): string | undefined => readMeta('site-url');
