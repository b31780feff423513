import { messages } from '@rentals/shared';
import { missing } from '../../http/errors';

/** The event, or 404 'Ka xunnahay, Qalad ayaa jira' (spec 2 section 8, missing event id). */
export function eventMustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.missingEventId);
  return row;
}
