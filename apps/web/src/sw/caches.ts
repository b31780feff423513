/** The service worker's runtime caches (sw.ts); the offline page lists what PAGES_CACHE holds. */
export const PAGES_CACHE = 'pages';
export const PUBLIC_API_CACHE = 'public-api';
export const PICTURES_CACHE = 'pictures';
export const CODE_CACHE = 'code';
/** Shown for a page never seen when the network is gone (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';
