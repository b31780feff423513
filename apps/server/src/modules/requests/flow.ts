import type { ListingKind } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { AppError } from '../../app-error';
import type { ListingAction } from '../listings/policy';

/*
 * What a kind's request flow tells the engine (engine.ts): where its requests are and what
 * differs between flows. The engine does the rest the same way for every flow: who may act, the
 * one transaction, the status change, the cards, the expiry sweep.
 */

/** A request of any flow, as the engine reads it: a row with an id and a status. */
export type RequestRow = { id: string; status: string };

/** A request in hand: its row, its listing and the two sides. */
export type Held<Row, Listing> = {
  row: Row;
  listing: Listing;
  /** who answers: the listing's owner */
  ownerId: string;
  /** who asked: the renter, the hall's user, the hotel's guest */
  requesterId: string;
  /** what the request's cards are about: the request itself, or (the rent flow) its listing */
  about: string;
};

/** One of the spec's answers that refuses ('rented', 'already-booked', 'error'...), or an error. */
export type Refusal<A> = A | AppError;

/** What an answer to a request does besides changing it: the listing's part around the write. */
type ListingPart<Row, Listing, Changes> = {
  /** before the request's write (lock an address, claim a day): false when the listing is taken */
  before?(tx: Executor, held: Held<Row, Listing>, changes: Changes): Promise<boolean>;
  /** after it, with the request as written (hold or free the listing, end a tenancy) */
  after?(tx: Executor, held: Held<Row, Listing>): Promise<boolean | void>;
  /** the requester's cards about the request that the change answers (they go) */
  settles?: readonly string[];
};

/**
 * A change of one request: from which statuses to what, the listing's part, whose cards it
 * settles and what it tells. The engine runs it in one transaction and answers `answer`.
 */
export type Step<Row, Listing, Changes, A> = ListingPart<Row, Listing, Changes> & {
  /** the statuses it moves the request from; any other is answered by `refused` */
  from: readonly string[];
  refused(status: string): Refusal<A>;
  /** when the request changed between its read and the write (default: `refused`) */
  lost?(): Refusal<A>;
  /** the request's new columns, from the request as the transaction reads it */
  to: Changes | ((row: Row) => Changes);
  /** the answer when the listing is taken: `before` or `after` said so, or its guard refused */
  taken?(): Refusal<A>;
  /** what the owner tells the requester (the answer's card) */
  tells?: string;
  /** the requester's card to the owner that it sends (an update request) */
  asks?: string;
  answer: A;
};

/** A new request: the listing's hold, the row, the card. Answers 'success' or `taken`. */
export type Opening<Row, A> = {
  /** the listing's hold (its status, its day, its address's lock): false when it is taken */
  claim(tx: Executor): Promise<boolean>;
  taken: A;
  /** the renter whose waiting requests count against MAX_PENDING_REQUESTS; none for an owner */
  cap?: string;
  insert(tx: Executor): Promise<Row>;
  /** the card it sends: the request to the owner, or (an owner's own booking) the acceptance */
  card: 'asks' | 'tells';
  type: string;
};

/** The system's decline of a request left unanswered (then both sides hear request-expired). */
export type Expiry<Row, Listing, Changes> = ListingPart<Row, Listing, Changes> & {
  to: Changes;
  /** its own write, for a flow whose request can be asked for again (default: `update`) */
  write?(tx: Executor, row: Row, before: Date): Promise<Row | null>;
};

/**
 * What a kind's request flow supplies: its table, its listing, its words, its guard, and how
 * its requests expire. Built into a flow by `requestFlow` (engine.ts) in the kind's folder.
 */
export type FlowAdapter<Row extends RequestRow, Listing extends { ownerId: string }, Changes> = {
  /** the kind whose owner answers, under the policy's action for it (default: manage) */
  kind: ListingKind;
  answers?: ListingAction;
  /** its table of requests (rows.ts) */
  rows: RequestRows<Row, Changes>;
  /** whether a step reads the request under its row lock, for a flow that checks under it */
  locks?: boolean;
  listingOf(db: Executor, row: Row): Promise<Listing | null>;
  /** what its cards are about; the request itself unless said */
  aboutOf?(row: Row): string;
  /** whether an error is the database's guard refusing the listing twice (index, exclusion) */
  collides?(err: unknown): boolean;
  /** whether a request's card goes to admin as well as to the owner (spec 2: apartments) */
  asksAdmin?: boolean;
  /** 404 for no such request; 403 for anyone but its requester */
  noRequest: string;
  notYours: string;
  expiry: Expiry<Row, Listing, Changes>;
};

/** What the engine reads and writes of a flow's table of requests (rows.ts builds it). */
export type RequestRows<Row, Changes> = {
  find(db: Executor, id: string): Promise<Row | null>;
  lock(tx: Executor, id: string): Promise<Row | null>;
  /** writes `changes` while the request is in one of `from`; null when it is not */
  update(tx: Executor, id: string, from: readonly string[], changes: Changes): Promise<Row | null>;
  requesterOf(row: Row): string;
  /** how many requests of this renter wait for an answer */
  countPending(db: Executor, renterId: string): Promise<number>;
  /** pending requests asked for before `before`, oldest first, at most `limit` */
  stale(db: Executor, before: Date, limit: number): Promise<Row[]>;
};
