import type { Executor } from '../../db/client';
import { expiringTransaction } from '../../db/expiring';
import type { Deps } from '../../deps';
import { AppError } from '../../app-error';
import { forbidden, missing } from '../../http/errors';
import { assertPendingBelowCap, expireInBatches } from '../listings/holds';
import { authorize, can, mustExist } from '../listings/policy';
import {
  createNotification,
  notifyRequestExpired,
  removeNotifications,
  sendNotification,
  type NotificationKey,
} from '../notifications/service';
import type { UserRow } from '../users/repository';
import type { FlowAdapter, Held, Opening, Refusal, RequestRow, Step } from './flow';

export type { Held, Step } from './flow';

/*
 * The request-flow engine: the life of a request of any kind, written once. A request is asked
 * for (open), answered by the listing's owner or withdrawn by its requester (move), and declined
 * by the system when it waits too long (expire). Every change is one transaction: the request's
 * write, the listing's part (the flow's guard decides a race), the cards settled and told. The
 * cards' live events and mails leave after commit (realtime/outbox.ts, the mail outbox). A flow
 * supplies only what differs (flow.ts), in its kind's folder.
 */

/** A refusal that is one of the spec's answers: thrown to roll the transaction back, then given. */
class Refused {
  constructor(readonly answer: unknown) {}
}

function refuse<A>(refusal: Refusal<A>): never {
  if (refusal instanceof AppError) throw refusal;
  throw new Refused(refusal);
}

/** The refusal's answer, or its error thrown. */
function given<A>(refusal: Refusal<A>): A {
  if (refusal instanceof AppError) throw refusal;
  return refusal;
}

/** A kind's request flow: the engine's steps with what its adapter says differs. */
export function requestFlow<Row extends RequestRow, Listing extends { ownerId: string }, Changes>(
  flow: FlowAdapter<Row, Listing, Changes>,
) {
  type H = Held<Row, Listing>;
  const answers = flow.answers ?? 'manage';

  const heldOf = (row: Row, listing: Listing): H => ({
    row,
    listing,
    ownerId: listing.ownerId,
    requesterId: flow.rows.requesterOf(row),
    about: flow.aboutOf?.(row) ?? row.id,
  });

  /** The request of this id with its listing; null when there is none. */
  async function held(db: Executor, id: string): Promise<H | null> {
    const row = await flow.rows.find(db, id);
    const listing = row && (await flow.listingOf(db, row));
    return row && listing ? heldOf(row, listing) : null;
  }

  /** The request of this id with its listing: 404 for either, before anything else. */
  async function find(db: Executor, id: string): Promise<H> {
    const row = await flow.rows.find(db, id);
    if (!row) throw missing(flow.noRequest);
    return heldOf(row, mustExist(await flow.listingOf(db, row)));
  }

  /** The request of this id as its listing's owner answers it: 404s, then 403. */
  async function ownersRequest(deps: Deps, actor: UserRow, id: string): Promise<H> {
    const request = await find(deps.db, id);
    assertOwner(actor, request);
    return request;
  }

  /** The request of this id as its requester changes it: 404s, then 403. */
  async function requestersRequest(deps: Deps, actor: UserRow, id: string): Promise<H> {
    const request = await find(deps.db, id);
    assertRequester(actor, request);
    return request;
  }

  const isOwner = (actor: UserRow, request: H) => can(actor, answers, flow.kind, request.listing);
  /** 403, in the words of the kind's policy, unless the actor owns the request's listing. */
  const assertOwner = (actor: UserRow, request: H) =>
    authorize(actor, answers, flow.kind, request.listing);
  /** 403 unless the actor made the request. */
  function assertRequester(actor: UserRow, request: H) {
    if (request.requesterId !== actor.id) throw forbidden(flow.notYours);
  }

  /** Whether the actor acts as the listing's owner; 403 unless they own it or made the request. */
  function ownerOrRequester(actor: UserRow, request: H): boolean {
    if (isOwner(actor, request)) return true;
    assertRequester(actor, request);
    return false;
  }

  // The cards: the requester's to the owner (and admin), the owner's answers to the requester.
  const toOwner = (request: H, type: string): NotificationKey => ({
    type,
    fromUserId: request.requesterId,
    notifierId: request.ownerId,
    about: request.about,
  });
  const toRequester = (request: H, type: string): NotificationKey => ({
    type,
    fromUserId: request.ownerId,
    notifierId: request.requesterId,
    about: request.about,
  });
  const asked = (request: H) => (flow.asksAdmin ? [request.ownerId, null] : [request.ownerId]);

  /** Removes the requester's cards of these types about the request; answers how many went. */
  async function settle(tx: Executor, request: H, types: readonly string[]): Promise<number> {
    let removed = 0;
    for (const notifierId of asked(request)) {
      const { type: _type, ...match } = toOwner(request, '');
      removed += await removeNotifications(tx, { ...match, notifierId, types });
    }
    return removed;
  }

  async function ask(tx: Executor, request: H, type: string) {
    for (const notifierId of asked(request))
      await sendNotification(tx, { ...toOwner(request, type), notifierId });
  }

  /** A new request: its listing held, the renter's cap, its row and its card, in one transaction. */
  async function open<A>(deps: Deps, listing: Listing, opening: Opening<Row, A>) {
    return transaction(
      deps,
      () => opening.taken,
      async (tx) => {
        if (!(await opening.claim(tx))) refuse(opening.taken);
        if (opening.cap) await capped(tx, deps, opening.cap);
        const request = heldOf(await opening.insert(tx), listing);
        if (opening.card === 'asks') await ask(tx, request, opening.type);
        else await tell(tx, request, opening.type);
        return 'success' as const;
      },
    );
  }

  /** 409 when the renter already has MAX_PENDING_REQUESTS of this kind waiting (listings/holds). */
  const capped = (tx: Executor, deps: Deps, renterId: string) =>
    assertPendingBelowCap(tx, deps.config, renterId, flow.kind, (db) =>
      flow.rows.countPending(db, renterId),
    );

  /**
   * Runs `work` in one transaction: a refusal thrown in it rolls it back and is answered, and so
   * is the database's guard refusing the listing twice (`taken`, when the work can meet it).
   */
  async function transaction<A, R>(
    deps: Deps,
    taken: (() => Refusal<A>) | undefined,
    work: (tx: Executor) => Promise<R>,
  ): Promise<A | R> {
    try {
      return await deps.db.transaction(work);
    } catch (err) {
      if (err instanceof Refused) return err.answer as A;
      if (taken && flow.collides?.(err)) return given(taken());
      throw err;
    }
  }

  /** The request as the transaction sees it: under its lock, for a flow that has one. */
  async function current(tx: Executor, request: H): Promise<H> {
    if (!flow.locks) return request;
    const row = await flow.rows.lock(tx, request.row.id);
    if (!row) throw missing(flow.noRequest);
    return { ...request, row };
  }

  /**
   * One step in the caller's transaction. A flow with a lock reads the request under it first;
   * then the status rule, the listing's part, the write, and the cards.
   */
  async function apply<A>(
    tx: Executor,
    request: H,
    step: Step<Row, Listing, Changes, A>,
    write = (row: Row, changes: Changes) => flow.rows.update(tx, row.id, step.from, changes),
  ): Promise<A> {
    const { row } = await current(tx, request);
    if (!step.from.includes(row.status)) refuse(step.refused(row.status));
    const changes = typeof step.to === 'function' ? (step.to as (r: Row) => Changes)(row) : step.to;
    if (step.before && !(await step.before(tx, { ...request, row }, changes)))
      refuse(step.taken!());
    const written = await write(row, changes);
    if (!written) refuse((step.lost ?? step.refused)(row.status));
    const moved = { ...request, row: written };
    if (step.after && (await step.after(tx, moved)) === false) refuse(step.taken!());
    if (step.settles) await settle(tx, moved, step.settles);
    if (step.tells) await tell(tx, moved, step.tells);
    if (step.asks) await ask(tx, moved, step.asks);
    return step.answer;
  }

  /**
   * Moves a request by one step, in one transaction. A flow without a lock refuses from the
   * status read before it (its conditional write then decides a race).
   */
  async function move<A>(deps: Deps, request: H, step: Step<Row, Listing, Changes, A>) {
    if (!flow.locks && !step.from.includes(request.row.status))
      return given(step.refused(request.row.status));
    return transaction(deps, step.taken, (tx) => apply(tx, request, step));
  }

  /**
   * The owner's answer to the request a call names: `requestOf` finds it (404s) and checks who
   * acts (403); `stepOf` says the step, or refuses before anything changes.
   */
  const answerWith =
    <I, A>(
      requestOf: (deps: Deps, actor: UserRow, input: I) => Promise<H>,
      stepOf: (input: I, request: H) => Step<Row, Listing, Changes, A>,
    ) =>
    async (deps: Deps, actor: UserRow, input: I): Promise<A> => {
      const request = await requestOf(deps, actor, input);
      return move(deps, request, stepOf(input, request));
    };

  /** The owner's answer to the request whose id the call names (`idOf` its input). */
  const answer = <I, A>(
    idOf: (input: I) => string,
    stepOf: (input: I, request: H) => Step<Row, Listing, Changes, A>,
  ) => answerWith((deps, actor, input: I) => ownersRequest(deps, actor, idOf(input)), stepOf);

  /** The requester asks the owner once (a termination request): 'existed' when it is waiting. */
  const askOnce = (tx: Executor, request: H, type: string) =>
    createNotification(tx, toOwner(request, type));

  /** The owner tells the requester (an answer with no change of status). */
  const tell = (tx: Executor, request: H, type: string) =>
    sendNotification(tx, toRequester(request, type));

  /**
   * Declines, as the system, every request still pending since before `before`, each in its
   * own transaction and only while still pending (two sweeps at once decline each once): the
   * flow's decline, and both sides told with request-expired. Answers how many it declined.
   */
  const expire = (deps: Deps, before: Date): Promise<number> =>
    expireInBatches(
      (limit) => flow.rows.stale(deps.db, before, limit),
      async (row) => {
        const listing = await flow.listingOf(deps.db, row);
        return listing ? expireOne(deps, heldOf(row, listing), before) : false;
      },
    );

  async function expireOne(deps: Deps, request: H, before: Date): Promise<boolean> {
    const { write, ...decline } = flow.expiry;
    const step = { ...decline, from: ['pending'], refused: () => false, answer: true };
    try {
      return await expiringTransaction(deps.db, async (tx) => {
        await apply(tx, request, step, write && ((row) => write(tx, row, before)));
        const { requesterId: renteeId, ownerId, about } = request;
        await notifyRequestExpired(tx, { renteeId, ownerId, about });
        return true;
      });
    } catch (err) {
      if (err instanceof Refused) return false;
      throw err;
    }
  }

  return {
    held,
    heldOf,
    find,
    requestersRequest,
    assertRequester,
    ownerOrRequester,
    settle,
    open,
    capped,
    transaction,
    current,
    apply,
    move,
    answerWith,
    answer,
    askOnce,
    expire,
  };
}
