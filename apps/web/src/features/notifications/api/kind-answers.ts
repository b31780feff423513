import type { NotificationWrapper } from '@rentals/shared';

/** One answer of an inbox card: the call it makes for the signed-in user `me`. */
export type AnswerCall = (wrapper: NotificationWrapper, me: string) => Promise<unknown>;

/** The Accept and Decline of each notification type that expands on click. */
export type KindAnswers = Partial<Record<string, { accept: AnswerCall; decline: AnswerCall }>>;
