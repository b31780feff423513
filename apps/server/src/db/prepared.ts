import type { Executor } from './client';

const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The statement `name`, built by `build` once per database (or transaction) object and
 * prepared under that name: the hot reads of every request (a session, a list page, a listing
 * by id) skip building their SQL in JavaScript and, on PostgreSQL, parsing and planning it
 * (issue 20: that, not the database, was most of an uncached read's time). `name` must say the
 * statement's whole shape: two statements of one name would collide on a connection.
 */
export function preparedOn<T>(db: Executor, name: string, build: (name: string) => T): T {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  let statement = named.get(name) as T | undefined;
  if (statement === undefined) named.set(name, (statement = build(name)));
  return statement;
}
