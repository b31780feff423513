// The peer of the load benchmark (issue 38): PostGraphile 4, a generic GraphQL API that builds
// each answer's JSON inside PostgreSQL in one statement, serving `renting_properties` of the same
// scratch database. The bench measures the same lists through it beside ours, in the same run, and
// prints ours ÷ peer. It selects what a card of ours shows (the columns cardColumns reads) under
// the same rule as our grids (a rented listing leaves them), newest first on the same keys, so
// the two walk the same indexes; the start of the description and the first picture, as ours,
// through two computed columns (PEER_FUNCTIONS).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { CARD_DESCRIPTION_CUT } from '@rentals/shared';
import { postgraphile } from 'postgraphile';
import ConnectionFilterPlugin from 'postgraphile-plugin-connection-filter';
import type { Endpoint } from './plans';

const CARD_FIELDS =
  'id type name price rooms area region district cardDescription cardPictures status verified createdAt ratingOverall ratingCount';

/**
 * What our cards send of the description and pictures (the start, the first), as computed
 * columns PostGraphile serves as fields: the peer sends no more bytes than ours.
 */
const PEER_FUNCTIONS = [
  `create or replace function renting_properties_card_description(p renting_properties)
     returns text language sql stable as $$
     select case when char_length(p.description) <= ${CARD_DESCRIPTION_CUT} then p.description
       else left(p.description, ${CARD_DESCRIPTION_CUT}) || '...' end $$`,
  `create or replace function renting_properties_card_pictures(p renting_properties)
     returns text[] language sql stable as $$ select p.pictures[1:1] $$`,
];

/** The peer's own indexes: ours (renting_properties_*newest_idx) with its nulls order. */
const PEER_INDEXES = [
  ['peer_newest_idx', 'created_at desc, id desc'],
  ['peer_type_newest_idx', 'type, created_at desc, id desc'],
  ['peer_type_district_newest_idx', 'type, district, created_at desc, id desc'],
];

/** A page of 24 cards, newest first, of the listings matching `condition` and `filter`. */
function page(name: string, ours: string, condition: object, filter: object = {}): PeerEndpoint {
  const args = [
    'first: 24',
    'orderBy: [CREATED_AT_DESC, ID_DESC]',
    `condition: ${graphqlValue(condition)}`,
    `filter: ${graphqlValue({ status: { notEqualTo: 'rented' }, ...filter })}`,
  ].join(', ');
  return {
    name,
    ours,
    path: '/graphql',
    method: 'POST',
    body: JSON.stringify({
      query: `{ allRentingProperties(${args}) { nodes { ${CARD_FIELDS} } } }`,
    }),
  };
}

/** A JSON-like value written as a GraphQL literal (object keys unquoted). */
function graphqlValue(value: unknown): string {
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${graphqlValue(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

export type PeerEndpoint = Endpoint & {
  method: 'POST';
  body: string;
  /** our row it is measured beside */ ours: string;
};

/** The peer's lists, each naming the row of ours that answers the same question. */
export const PEER_LISTS: PeerEndpoint[] = [
  page('newest 24', 'home listing (24 cards)', {}),
  page('newest 24 houses', 'category page (houses)', { type: 'House' }),
  page('houses in Hodan', 'filter House+Hodan', { type: 'House', district: 'Hodan' }),
  page(
    'any type, price 1000+',
    'filter any type, price 1000+',
    {},
    {
      price: { greaterThanOrEqualTo: 1000 },
    },
  ),
];

/**
 * Starts PostGraphile on the database at `url` (its own pool of 10, as ours) on a free port, in
 * its production settings: no GraphiQL, no query log, no watch, no mutations.
 */
export async function startPeer(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Its ordering (created_at DESC, id DESC) puts nulls first, as PostgreSQL's DESC does; ours
  // says NULLS LAST, and an index serves one or the other. Give it the same indexes in its order.
  for (const [name, columns] of PEER_INDEXES)
    await pool.query(`create index if not exists ${name} on renting_properties (${columns})`);
  for (const statement of PEER_FUNCTIONS) await pool.query(statement);
  await pool.query('analyze renting_properties');
  const handler = postgraphile(pool, 'public', {
    appendPlugins: [ConnectionFilterPlugin],
    graphiql: false,
    disableQueryLog: true,
    watchPg: false,
    retryOnInitFail: false,
    dynamicJson: true,
    setofFunctionsContainNulls: false,
    disableDefaultMutations: true,
    enableQueryBatching: false,
  });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The schema is built on the first request: answer one of each before measuring.
  for (const list of PEER_LISTS) {
    const answer = await fetch(base + list.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: list.body,
    });
    const json = (await answer.json()) as {
      data?: { allRentingProperties?: { nodes: unknown[] } };
      errors?: unknown;
    };
    const nodes = json.data?.allRentingProperties?.nodes;
    if (!nodes || nodes.length === 0)
      throw new Error(
        `the peer answered '${list.name}' with ${JSON.stringify(json).slice(0, 300)}`,
      );
  }
  return {
    base,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handler.release?.();
      await pool.end();
    },
  };
}
