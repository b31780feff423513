CREATE TABLE "owner_answer_waits" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tenths" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_answer_waits_owner_id_day_tenths_pk" PRIMARY KEY("owner_id","day","tenths")
);
--> statement-breakpoint
CREATE TABLE "owner_income_months" (
	"owner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"usd" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "owner_income_months_owner_id_month_pk" PRIMARY KEY("owner_id","month")
);
--> statement-breakpoint
CREATE TABLE "owner_interest_days" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_interest_days_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "owner_request_days" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"answer" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_request_days_owner_id_day_answer_status_pk" PRIMARY KEY("owner_id","day","answer","status")
);
--> statement-breakpoint
ALTER TABLE "hall_events" ADD COLUMN "price" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The owner overview's rollups (issue 36): the tables above, kept per owner by the triggers below
-- in the same transaction as each record's write, with increments (INSERT ... ON CONFLICT DO
-- UPDATE) so concurrent writers add up rather than overwrite. A hall event's price is written by
-- the service (hallEventPrice in packages/shared): the backfill below prices the existing events
-- in SQL once, as that rule reads (a weekday's food price by its English or Somali name).
-- A Mogadishu day of an instant: UTC+3 without daylight saving (MARKET_UTC_OFFSET_HOURS).
CREATE OR REPLACE FUNCTION "mogadishu_day"(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
$$ SELECT ((instant AT TIME ZONE 'UTC') + interval '3 hours')::date $$;
--> statement-breakpoint
-- Tenths of an hour a request waited for its owner's yes or no; null for no such answer.
CREATE OR REPLACE FUNCTION "answer_tenths"(answer text, answered timestamptz, asked timestamptz) RETURNS int
LANGUAGE sql IMMUTABLE AS
$$ SELECT CASE WHEN answered IS NOT NULL AND answer NOT IN ('expired', 'cancelled')
               THEN round(extract(epoch FROM answered - asked) / 360)::int END $$;
--> statement-breakpoint
-- The fields of a row a rollup reads, to skip an update that changes none of them.
CREATE OR REPLACE FUNCTION "jsonb_pick"(r jsonb, keys text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS
$$ SELECT jsonb_object_agg(k, coalesce(r->k, 'null')) FROM unnest(keys) k $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "owner_of"(listing uuid) RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT owner_id FROM renting_properties WHERE id = listing $$;
--> statement-breakpoint
-- Every flow's requests alike (a hotel guest's re-booking asks again: timed from requested_at).
CREATE OR REPLACE VIEW "request_rows" AS
  SELECT property_id AS listing_id, created_at, created_at AS asked_at, answer, status, answered_at FROM renting_records
  UNION ALL SELECT hall_id, created_at, created_at, answer, status, answered_at FROM hall_events
  UNION ALL SELECT hotel_id, created_at, requested_at, answer, status, answered_at FROM hotel_reservations
  UNION ALL SELECT building_id, created_at, created_at, answer, status, answered_at FROM apartment_renting_records;
--> statement-breakpoint
-- What accepted stays and events earn, by the month they begin in.
CREATE OR REPLACE VIEW "income_rows" AS
  SELECT hotel_id AS listing_id, date_trunc('month', check_in::timestamp)::date AS month, price::numeric AS usd
    FROM hotel_reservations WHERE status IN ('booked', 'completed')
  UNION ALL SELECT hall_id, date_trunc('month', date::timestamp)::date, price::numeric
    FROM hall_events WHERE status IN ('booked', 'completed');
--> statement-breakpoint
-- Adds (sign 1) or takes off (sign -1) the records of some listings (all when null), set-wise:
-- the backfill, the load seed (which skips triggers), and a listing's delete.
CREATE OR REPLACE FUNCTION "owner_rollups_add"(listings uuid[], sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO owner_request_days AS d (owner_id, day, answer, status, n)
    SELECT p.owner_id, mogadishu_day(r.created_at), coalesce(r.answer, ''), r.status, sign * count(*)
    FROM request_rows r JOIN renting_properties p ON p.id = r.listing_id
    WHERE listings IS NULL OR r.listing_id = ANY(listings) GROUP BY 1, 2, 3, 4
  ON CONFLICT (owner_id, day, answer, status) DO UPDATE SET n = d.n + excluded.n;
  INSERT INTO owner_answer_waits AS w (owner_id, day, tenths, n)
    SELECT p.owner_id, mogadishu_day(r.created_at), answer_tenths(r.answer, r.answered_at, r.asked_at), sign * count(*)
    FROM request_rows r JOIN renting_properties p ON p.id = r.listing_id
    WHERE (listings IS NULL OR r.listing_id = ANY(listings))
      AND answer_tenths(r.answer, r.answered_at, r.asked_at) IS NOT NULL GROUP BY 1, 2, 3
  ON CONFLICT (owner_id, day, tenths) DO UPDATE SET n = w.n + excluded.n;
  INSERT INTO owner_interest_days AS i (owner_id, day, views, favourites)
    SELECT p.owner_id, e.day, sign * sum(e.views), sign * sum(e.favourites)
    FROM (SELECT property_id AS listing_id, mogadishu_day(created_at) AS day, 1 AS views, 0 AS favourites FROM property_views
          UNION ALL SELECT listing_id, mogadishu_day(created_at), 0, 1 FROM favorites) e
    JOIN renting_properties p ON p.id = e.listing_id
    WHERE listings IS NULL OR e.listing_id = ANY(listings) GROUP BY 1, 2
  ON CONFLICT (owner_id, day) DO UPDATE SET views = i.views + excluded.views, favourites = i.favourites + excluded.favourites;
  INSERT INTO owner_income_months AS m (owner_id, month, usd)
    SELECT p.owner_id, r.month, sign * sum(r.usd)
    FROM income_rows r JOIN renting_properties p ON p.id = r.listing_id
    WHERE listings IS NULL OR r.listing_id = ANY(listings) GROUP BY 1, 2
  ON CONFLICT (owner_id, month) DO UPDATE SET usd = m.usd + excluded.usd;
END $$;
--> statement-breakpoint
-- One request (a row as jsonb; its listing and asked-at columns named) counted delta times (1 or -1).
CREATE OR REPLACE FUNCTION "owner_request_count"(r jsonb, listing text, asked text, delta int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_owner uuid := owner_of((r->>listing)::uuid);
  v_day date := mogadishu_day((r->>'created_at')::timestamptz);
  v_tenths int := answer_tenths(r->>'answer', (r->>'answered_at')::timestamptz, (r->>asked)::timestamptz);
BEGIN
  -- no owner: the listing is being deleted, and its share went before (owner_listing_delete)
  IF v_owner IS NULL THEN RETURN; END IF;
  INSERT INTO owner_request_days AS d (owner_id, day, answer, status, n)
    VALUES (v_owner, v_day, coalesce(r->>'answer', ''), r->>'status', delta)
  ON CONFLICT (owner_id, day, answer, status) DO UPDATE SET n = d.n + excluded.n;
  IF v_tenths IS NOT NULL THEN
    INSERT INTO owner_answer_waits AS w (owner_id, day, tenths, n) VALUES (v_owner, v_day, v_tenths, delta)
    ON CONFLICT (owner_id, day, tenths) DO UPDATE SET n = w.n + excluded.n;
  END IF;
END $$;
--> statement-breakpoint
-- A request written: its old figures off, its new ones on (arguments: listing, asked-at column).
CREATE OR REPLACE FUNCTION "owner_requests_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := ARRAY[TG_ARGV[0], TG_ARGV[1], 'created_at', 'status', 'answer', 'answered_at'];
BEGIN
  IF TG_OP = 'UPDATE' AND jsonb_pick(to_jsonb(OLD), keys) = jsonb_pick(to_jsonb(NEW), keys) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM owner_request_count(to_jsonb(OLD), TG_ARGV[0], TG_ARGV[1], -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM owner_request_count(to_jsonb(NEW), TG_ARGV[0], TG_ARGV[1], 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An accepted stay or event written: its price off its old month, onto its new one (arguments:
-- listing column, day column).
CREATE OR REPLACE FUNCTION "owner_income_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := ARRAY[TG_ARGV[0], TG_ARGV[1], 'status', 'price'];
  r jsonb;
  delta int;
BEGIN
  IF TG_OP = 'UPDATE' AND jsonb_pick(to_jsonb(OLD), keys) = jsonb_pick(to_jsonb(NEW), keys) THEN
    RETURN NULL;
  END IF;
  FOR r, delta IN SELECT to_jsonb(OLD), -1 WHERE TG_OP <> 'INSERT' UNION ALL SELECT to_jsonb(NEW), 1 WHERE TG_OP <> 'DELETE' LOOP
    IF r->>'status' IN ('booked', 'completed') AND owner_of((r->>TG_ARGV[0])::uuid) IS NOT NULL THEN
      INSERT INTO owner_income_months AS m (owner_id, month, usd)
        VALUES (owner_of((r->>TG_ARGV[0])::uuid), date_trunc('month', (r->>TG_ARGV[1])::timestamp)::date, delta * (r->>'price')::numeric)
      ON CONFLICT (owner_id, month) DO UPDATE SET usd = m.usd + excluded.usd;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A view or favourite added or taken away (arguments: listing column, 'views' or 'favourites').
CREATE OR REPLACE FUNCTION "owner_interest_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  delta int := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
  v_owner uuid := owner_of((r->>TG_ARGV[0])::uuid);
BEGIN
  IF v_owner IS NOT NULL THEN
    INSERT INTO owner_interest_days AS i (owner_id, day, views, favourites)
      VALUES (v_owner, mogadishu_day((r->>'created_at')::timestamptz),
              CASE WHEN TG_ARGV[1] = 'views' THEN delta ELSE 0 END, CASE WHEN TG_ARGV[1] = 'favourites' THEN delta ELSE 0 END)
    ON CONFLICT (owner_id, day) DO UPDATE SET views = i.views + excluded.views, favourites = i.favourites + excluded.favourites;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A listing's delete takes its records' share off before its records go (their own triggers then
-- find no owner and count nothing).
CREATE OR REPLACE FUNCTION "owner_listing_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owner_rollups_add(ARRAY[OLD.id], -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- The triggers: table, trigger, when, function, its two arguments.
DO $$
DECLARE t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['renting_records', 'owner_rollups', 'INSERT OR UPDATE OR DELETE', 'owner_requests_follow', 'property_id', 'created_at'],
    ['hall_events', 'owner_rollups', 'INSERT OR UPDATE OR DELETE', 'owner_requests_follow', 'hall_id', 'created_at'],
    ['hotel_reservations', 'owner_rollups', 'INSERT OR UPDATE OR DELETE', 'owner_requests_follow', 'hotel_id', 'requested_at'],
    ['apartment_renting_records', 'owner_rollups', 'INSERT OR UPDATE OR DELETE', 'owner_requests_follow', 'building_id', 'created_at'],
    ['hall_events', 'owner_income', 'INSERT OR UPDATE OR DELETE', 'owner_income_follow', 'hall_id', 'date'],
    ['hotel_reservations', 'owner_income', 'INSERT OR UPDATE OR DELETE', 'owner_income_follow', 'hotel_id', 'check_in'],
    ['property_views', 'owner_rollups', 'INSERT OR DELETE', 'owner_interest_follow', 'property_id', 'views'],
    ['favorites', 'owner_rollups', 'INSERT OR DELETE', 'owner_interest_follow', 'listing_id', 'favourites']
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t[1] || '_' || t[2], t[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I FOR EACH ROW EXECUTE FUNCTION %I(%L, %L)',
                   t[1] || '_' || t[2], t[3], t[1], t[4], t[5], t[6]);
  END LOOP;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "renting_properties_owner_rollups" ON "renting_properties";
--> statement-breakpoint
CREATE TRIGGER "renting_properties_owner_rollups" BEFORE DELETE ON "renting_properties"
  FOR EACH ROW EXECUTE FUNCTION "owner_listing_delete"();
--> statement-breakpoint
-- The existing events' prices, as hallPriceEstimate prices them (once; new ones by the service).
UPDATE "hall_events" e SET price = coalesce((
  SELECT CASE WHEN trim(e.food) NOT IN ('', 'no-food') THEN
           e.num_attendees * coalesce((
             SELECT coalesce((SELECT (d->>'price')::float8 FROM jsonb_array_elements(coalesce(f->'daysBasedPrice', '[]')) d
                              WHERE lower(trim(d->>'day')) IN (lower(to_char(e.date, 'FMDay')),
                                lower((ARRAY['Isniin','Talaado','Arbaco','Khamiis','Jimce','Sabti','Axad'])[extract(isodow FROM e.date)]))
                              LIMIT 1), (f->>'price')::float8)
             FROM jsonb_array_elements(h.food) f WHERE trim(f->>'package') = trim(e.food) LIMIT 1), 0) + h.deposit
         ELSE h.hourly_rate * ((split_part(e.ending_time, ':', 1)::int * 60 + split_part(e.ending_time, ':', 2)::int
                               - split_part(e.starting_time, ':', 1)::int * 60 - split_part(e.starting_time, ':', 2)::int
                               + 1439) % 1440 + 1) / 60.0 END
         + coalesce((SELECT (c->>'price')::float8 FROM jsonb_array_elements(h.cake) c
                     WHERE trim(e.cake_name) NOT IN ('', 'no-cake') AND c->>'name' = trim(e.cake_name) LIMIT 1), 0)
  FROM halls h WHERE h.property_id = e.hall_id), 0);
--> statement-breakpoint
SELECT owner_rollups_add(NULL, 1);
