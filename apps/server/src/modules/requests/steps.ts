import { NOTIFICATION_TYPES as T } from '../notifications/types';

/*
 * What the spec's answers to a request tell and settle, the same in every flow: a kind's step
 * spreads one and adds its statuses, its refusals and its listing's part.
 */

/** The owner accepts: the request's rent-request card goes, the requester hears rent-accepted. */
export const accepted = {
  settles: [T.rentRequest],
  tells: T.rentAccepted,
  answer: 'success',
} as const;

/** The owner declines: request-declined to the requester, unless the client tells them itself. */
export const declined = (told = true) => ({
  tells: told ? T.requestDeclined : undefined,
  answer: 'success' as const,
});

/**
 * The owner ends a booking (a booked hall event, a booked reservation): the requester's
 * termination and update requests go, and rent-termination tells them.
 */
export const terminated = (updateCard: string) => ({
  from: ['booked'],
  settles: [T.rentTerminationRequest, updateCard],
  tells: T.rentTermination,
  answer: 'success' as const,
});

/** The requester of a booking asks for changes: they are stored, the owner gets `updateCard`. */
export const updateAsked = (updateCard: string) => ({
  from: ['booked'],
  asks: updateCard,
  answer: 'success' as const,
});
