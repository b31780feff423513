/** The product's name as the interface shows it (the spec gives none; the repository's name). */
export const APP_NAME = 'Mogadishu Rentals';

/** The home page's line under the name. */
export const TAGLINE = 'find your perfect place';

/** Document title of a page: the same in the served head and in the browser after navigation. */
export const pageTitle = (title: string) => `${title} · ${APP_NAME}`;

/** The home page's document title. */
export const HOME_TITLE = `${APP_NAME} · ${TAGLINE}`;
