/** The product's name as the interface shows it (the spec gives none; the repository's name). */
export const APP_NAME = 'Mogadishu Rentals';

/** Document title of a page. */
export const pageTitle = (title: string) => `${title} · ${APP_NAME}`;
