/** The product's name and page titles: shared with the server, which writes the same titles. */
export { APP_NAME, HOME_TITLE, pageTitle, TAGLINE } from '@rentals/shared';
