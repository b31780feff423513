import { z } from 'zod';
import { ERROR_CODES } from '../api';

/**
 * The answer envelope as schemas (DESIGN section 4): what every route declares for its answers,
 * so the server serialises through them (a field outside the schema never leaves) and the
 * OpenAPI document and the web client's types come from the same place.
 */

/** Every refusal and failure: `{ success: false, status, message, code? }`, sometimes `data`. */
export const apiFailureSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int(),
    message: z.string(),
    code: z.enum(ERROR_CODES).optional(),
    /** what the refusal is about, where the client needs it (the clashing booking, say) */
    data: z.unknown().optional(),
  })
  .meta({ id: 'ApiFailure', description: 'A refusal or failure (the error envelope).' });

/** `{ success: true, data }`, with fields that sit beside `data` on some calls. */
export const apiSuccess = <D extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  data: D,
  extra?: E,
) => z.object({ success: z.literal(true), data, ...(extra ?? ({} as E)) });

/** A keyset-paged list: the items and the cursor of the next page (null at the end). */
export const apiPage = <I extends z.ZodType>(item: I) =>
  apiSuccess(z.array(item), { next: z.string().nullable() });

/** An answer of no content beyond success (the spec's calls that answer a message text). */
export const apiMessage = apiSuccess(z.string());
