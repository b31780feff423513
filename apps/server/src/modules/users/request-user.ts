import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { DataOf, RouteContract } from '@rentals/shared';
import type { Deps } from '../../deps';
import { contractRoute, type ContractRequest } from '../../http/contract';
import { unauthorized } from '../../http/errors';
import type { UserRow } from './repository';

declare module '../../http/authentication' {
  // The request's user (http/authentication.ts) is the whole row once a session names it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestUser extends UserRow {}
}

/** A public route's session is never looked up: asking who calls there is a mistake. */
function userOf(request: FastifyRequest) {
  const { config, url } = request.routeOptions;
  if (config.public) throw new Error(`${url} is declared public: it cannot ask who calls`);
  return request.user;
}

/** The signed-in user of this request, or null (resolved as it arrived: http/authentication.ts). */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  return userOf(request);
}

/** The signed-in user, or a 401 'not_authorized'. The acting user always comes from here. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = userOf(request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Registers a route of the contract for the signed-in user (else 401): the handler gets the
 * acting user and the parsed request, and its result is answered as `{ success, data }`.
 */
export function userRoute<const C extends RouteContract>(
  app: FastifyInstance,
  route: C,
  handle: (actor: UserRow, request: ContractRequest<C>) => Promise<DataOf<C>>,
  config?: FastifyContextConfig,
) {
  contractRoute(app, route, async (request) => handle(await requireUser(request), request), config);
}

/** A signed-in route whose service takes the parsed body as it is: `act(deps, actor, body)`. */
export function userBodyRoute<const C extends RouteContract>(
  app: FastifyInstance,
  route: C,
  act: (deps: Deps, actor: UserRow, body: ContractRequest<C>['body']) => Promise<DataOf<C>>,
  config?: FastifyContextConfig,
) {
  userRoute(app, route, (actor, request) => act(app.deps, actor, request.body), config);
}

/** A service that takes the parsed body of route `C` as it is. */
type BodyService<C extends RouteContract> = (
  deps: Deps,
  actor: UserRow,
  body: ContractRequest<C>['body'],
) => Promise<DataOf<C>>;

/**
 * Signed-in routes of one contract whose services take the parsed body as it is, each under
 * the contract's name for it: `userBodyRoutes(app, hotelContract, { acceptReservation, ... })`.
 */
export function userBodyRoutes<Contract extends Record<string, RouteContract>>(
  app: FastifyInstance,
  contract: Contract,
  services: { [Name in keyof Contract]?: BodyService<Contract[Name]> },
) {
  for (const [name, act] of Object.entries(services))
    userBodyRoute(app, contract[name]!, act as BodyService<RouteContract>);
}
