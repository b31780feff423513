import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, textModeOf, type TextMode } from '@rentals/shared';

/** The texts a request is answered in: the chosen language's cookie, else the browser's. */
export const requestTextMode = (request: FastifyRequest): TextMode =>
  textModeOf({
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
