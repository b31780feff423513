import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../app-error';
import { messages } from '@rentals/shared';

export type GoogleIdentity = { sub: string; email: string; name: string; picture: string };
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token's signature against the (cached) JWKS, its issuer, its audience
 * (our client id) and its expiry; only verified e-mail addresses are accepted.
 */
export function createGoogleVerifier(opts: { clientId?: string; jwksUrl: string }): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { cacheMaxAge: 6 * 3600 * 1000 });
  return async (idToken) => {
    if (!opts.clientId) throw new AppError(503, 'Google sign-in is not configured', 'unavailable');
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: ISSUERS,
        audience: opts.clientId,
      });
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (!payload.sub || !email || payload.email_verified !== true)
        throw new Error('unverified e-mail');
      return {
        sub: payload.sub,
        email,
        name:
          typeof payload.name === 'string' && payload.name ? payload.name : email.split('@')[0]!,
        picture: typeof payload.picture === 'string' ? payload.picture : '',
      };
    } catch {
      throw new AppError(401, messages.googleFailed, 'unauthorized');
    }
  };
}
