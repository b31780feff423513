ALTER TABLE "renting_properties" ADD COLUMN "card" text;--> statement-breakpoint
-- Stored cards (issues 35 and 38): a list's or a search page's cards were built by
-- json_build_object on every read, 0.22 of a search page's 0.51 ms in PostgreSQL. A listing's card
-- now changes only when the listing does: a trigger keeps it on every insert and update (a
-- rating's statement-level trigger updates rating_overall, so that too), and a read joins the
-- listing's id and kind (the kind by type, from the code's LISTED_TYPES) in front of it.
-- The same fields and cut as listings/card.ts presentSummary; 117 is CARD_DESCRIPTION_CUT
-- (test/listings/card-json.test.ts fails when they differ).
CREATE OR REPLACE FUNCTION "renting_card"(p "renting_properties") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT substr(json_build_object(
    'type', p.type,
    'name', p.name,
    'price', p.price,
    'rooms', p.rooms,
    'area', p.area,
    'location', json_build_object('region', p.region, 'district', p.district),
    'description', CASE WHEN char_length(p.description) <= 117 THEN p.description
      ELSE left(p.description, 117) || '...' END,
    'pictures', to_json(p.pictures[1:1]),
    'status', p.status,
    'verified', p.verified,
    'rating', json_build_object('overall', p.rating_overall, 'count', p.rating_count),
    'created_date', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text, 2)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "renting_properties_card"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := renting_card(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "renting_properties_card" ON "renting_properties";
--> statement-breakpoint
CREATE TRIGGER "renting_properties_card" BEFORE INSERT OR UPDATE ON "renting_properties"
  FOR EACH ROW EXECUTE FUNCTION "renting_properties_card"();
--> statement-breakpoint
UPDATE "renting_properties" SET "card" = renting_card("renting_properties");
