import type { CallInput, RouteContract, User } from '@rentals/shared';
import { toUser } from '../session/user';
import { callData, type RouteOf } from './client';

type BodyOf<C extends RouteContract> = CallInput<C> extends { body: infer B } ? B : never;

/**
 * A call whose input is only its JSON body, as a function of that body (a mutation's
 * mutationFn): `bodyCall<typeof c>({ method: 'POST', path: '/users/login/phone' })`. In a module
 * of its own, out of the entry chunk that holds the client.
 */
export const bodyCall =
  <C extends RouteContract>(route: RouteOf<C>) =>
  (body: BodyOf<C>) =>
    callData<C>(route, { body } as CallInput<C>);

/** A call that signs in or changes the user, by its JSON body, answering the user (toUser). */
export const userCall =
  <C extends RouteContract>(route: RouteOf<C>) =>
  async (body: BodyOf<C>) =>
    toUser((await bodyCall<C>(route)(body)) as Partial<User>);
