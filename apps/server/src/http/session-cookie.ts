/** The session cookie's name outside production (tests and development run on plain http). */
export const SESSION_COOKIE = 'sid';
/**
 * In production the cookie is `__Host-` prefixed: the browser then keeps it only when it is
 * Secure, for path / and without a Domain, so no subdomain or plain-http page can plant or
 * shadow a session.
 */
const PRODUCTION_SESSION_COOKIE = '__Host-sid';

/** The session cookie's name for this server: `__Host-sid` in production, else `sid`. */
export const sessionCookieName = (config: { env: string }) =>
  config.env === 'production' ? PRODUCTION_SESSION_COOKIE : SESSION_COOKIE;
