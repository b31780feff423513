/**
 * Location state for a link to /login: the sign-in page returns to `from` afterwards (it reads
 * the same `{ from }` shape that RequireAuth leaves).
 */
export const loginState = (pathname: string, search = '') => ({ from: { pathname, search } });
