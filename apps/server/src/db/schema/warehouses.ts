import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable } from 'drizzle-orm/pg-core';
import { detailsOf } from './columns';
import { rentingProperties } from './properties';

/*
 * Warehouses. A warehouse is a row of renting_properties of type 'Warehouse' (name, owner,
 * place, pictures, facilities; price holds a month's rent); this table holds its own details.
 */

/** The warehouse-only details of a 'Warehouse' renting property, keyed by its id. */
export const warehouses = pgTable(
  'warehouses',
  {
    propertyId: detailsOf(() => rentingProperties.id),
    /** square metres */
    floorArea: integer('floor_area').notNull(),
    loadingDocks: integer('loading_docks').notNull(),
    /** metres */
    ceilingHeight: doublePrecision('ceiling_height').notNull(),
  },
  (t) => [
    check(
      'warehouses_numbers_check',
      sql`${t.floorArea} >= 1 and ${t.loadingDocks} >= 0 and ${t.ceilingHeight} > 0`,
    ),
  ],
);
