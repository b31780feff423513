-- listing counts: 'Explore more' (GET /rentingProperty/category-counts) counted every browsable
-- listing on each uncached request, a Seq Scan of 30 to 100 ms on 100,000 rows (issue 8 load
-- benchmark). The counts per type are kept here instead, by triggers, in the same transaction as
-- the change they follow, and read with one index scan.
CREATE TABLE IF NOT EXISTS "listing_counts" (
	"type" text PRIMARY KEY NOT NULL,
	"browsable" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A listing counts while its status is not 'rented' (the grids' rule, properties repository).
CREATE OR REPLACE FUNCTION "listing_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'rented' THEN
    UPDATE listing_counts SET browsable = browsable - 1 WHERE type = OLD.type;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status <> 'rented' THEN
    INSERT INTO listing_counts AS c (type, browsable) VALUES (NEW.type, 1)
      ON CONFLICT (type) DO UPDATE SET browsable = c.browsable + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "renting_properties_counts_insert_delete" ON "renting_properties";
--> statement-breakpoint
CREATE TRIGGER "renting_properties_counts_insert_delete" AFTER INSERT OR DELETE ON "renting_properties"
  FOR EACH ROW EXECUTE FUNCTION "listing_counts_follow"();
--> statement-breakpoint
-- Only an update that moves a listing in or out of the grids, or to another type, touches a count:
-- a request (available to pending) does not, so racing requests never queue on the counter row.
DROP TRIGGER IF EXISTS "renting_properties_counts_update" ON "renting_properties";
--> statement-breakpoint
CREATE TRIGGER "renting_properties_counts_update" AFTER UPDATE OF "type", "status" ON "renting_properties"
  FOR EACH ROW
  WHEN ((OLD.status <> 'rented') IS DISTINCT FROM (NEW.status <> 'rented') OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION "listing_counts_follow"();
--> statement-breakpoint
-- The counts of the listings already there, taken under the migration's lock.
INSERT INTO "listing_counts" ("type", "browsable")
  SELECT "type", count(*) FROM "renting_properties" WHERE "status" <> 'rented' GROUP BY "type"
  ON CONFLICT ("type") DO UPDATE SET "browsable" = EXCLUDED."browsable";
