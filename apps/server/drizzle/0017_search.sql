-- Search (issue 35). pg_trgm corrects a misspelt word to the nearest words of the listings
-- (search_words); PGlite loads the extension's code (db/client.ts), PostgreSQL ships it (a trusted
-- extension: the database's owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"told_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_search_id_listing_id_pk" PRIMARY KEY("search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"price" text DEFAULT 'any' NOT NULL,
	"rooms" text DEFAULT 'any' NOT NULL,
	"tsquery" text DEFAULT '' NOT NULL,
	"match_type" text,
	"match_district" text,
	"price_min" integer,
	"price_max" integer,
	"rooms_min" integer,
	"rooms_max" integer,
	"guests_min" integer,
	"paused" boolean DEFAULT false NOT NULL,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renting_properties" ADD COLUMN "search_extra" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "renting_properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name || ' ' || type || ' ' || district || ' ' || description || ' ' || facilities::text || ' ' || search_extra)) STORED;--> statement-breakpoint
ALTER TABLE "renting_properties" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name)) STORED;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_renting_properties_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_untold_idx" ON "saved_search_matches" USING btree ("search_id") WHERE "saved_search_matches"."told_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_once_idx" ON "saved_searches" USING btree ("user_id","q","type","district","price","rooms");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "renting_properties_search_idx" ON "renting_properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "renting_properties_name_search_idx" ON "renting_properties" USING gin ("name_vector");
--> statement-breakpoint
-- The words every listing's search document holds (sorted, as a tsvector keeps them, so two
-- writers add shared new words in one order and never wait on each other in a circle).
CREATE OR REPLACE FUNCTION "search_words_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT w FROM unnest(tsvector_to_array(NEW.search_vector)) AS w
    WHERE length(w) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "renting_properties_search_words" ON "renting_properties";
--> statement-breakpoint
CREATE TRIGGER "renting_properties_search_words" AFTER INSERT OR UPDATE OF name, type, district, description, facilities, search_extra ON "renting_properties"
  FOR EACH ROW EXECUTE FUNCTION "search_words_follow"();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM renting_properties, unnest(tsvector_to_array(search_vector)) AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What saved searches are told of: a listing added, available again (from pending or rented),
-- or cheaper, queued in the change's own transaction for the outbox worker's search-alert job.
CREATE OR REPLACE FUNCTION "search_changes_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'rented' THEN
      INSERT INTO search_changes (listing_id, reason) VALUES (NEW.id, 'added');
    END IF;
  ELSIF NEW.status = '' AND OLD.status <> '' THEN
    INSERT INTO search_changes (listing_id, reason) VALUES (NEW.id, 'available');
  ELSIF NEW.price < OLD.price AND NEW.status <> 'rented' THEN
    INSERT INTO search_changes (listing_id, reason) VALUES (NEW.id, 'cheaper');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "renting_properties_search_changes" ON "renting_properties";
--> statement-breakpoint
CREATE TRIGGER "renting_properties_search_changes" AFTER INSERT OR UPDATE OF status, price ON "renting_properties"
  FOR EACH ROW EXECUTE FUNCTION "search_changes_follow"();
--> statement-breakpoint
-- What a building's apartments and a hotel's room types add to its search document
-- (search_extra): their types ('3-bedroom apartment', 'presidential Room'), kitchens and
-- furnishing, kept in the change's own transaction.
CREATE OR REPLACE FUNCTION "apartments_search_extra"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE building uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.building_id ELSE NEW.building_id END;
BEGIN
  UPDATE renting_properties SET search_extra = coalesce((
    SELECT string_agg(DISTINCT a.apartment_type || ' ' || a.kitchen || ' ' || a.furnishing, ' ')
    FROM apartments a WHERE a.building_id = building), '')
  WHERE id = building;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "apartments_search_extra" ON "apartments";
--> statement-breakpoint
CREATE TRIGGER "apartments_search_extra" AFTER INSERT OR UPDATE OF apartment_type, kitchen, furnishing OR DELETE ON "apartments"
  FOR EACH ROW EXECUTE FUNCTION "apartments_search_extra"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_rooms_search_extra"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE hotel uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.hotel_id ELSE NEW.hotel_id END;
BEGIN
  UPDATE renting_properties SET search_extra = coalesce((
    SELECT string_agg(DISTINCT regexp_replace(r.type, '([a-z])([A-Z])', '\1 \2', 'g'), ' ')
    FROM hotel_rooms r WHERE r.hotel_id = hotel), '')
  WHERE id = hotel;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotel_rooms_search_extra" ON "hotel_rooms";
--> statement-breakpoint
CREATE TRIGGER "hotel_rooms_search_extra" AFTER INSERT OR UPDATE OF type OR DELETE ON "hotel_rooms"
  FOR EACH ROW EXECUTE FUNCTION "hotel_rooms_search_extra"();
--> statement-breakpoint
UPDATE renting_properties p SET search_extra = coalesce((
  SELECT string_agg(DISTINCT a.apartment_type || ' ' || a.kitchen || ' ' || a.furnishing, ' ')
  FROM apartments a WHERE a.building_id = p.id), '')
WHERE p.type = 'Apartment';
--> statement-breakpoint
UPDATE renting_properties p SET search_extra = coalesce((
  SELECT string_agg(DISTINCT regexp_replace(r.type, '([a-z])([A-Z])', '\1 \2', 'g'), ' ')
  FROM hotel_rooms r WHERE r.hotel_id = p.id), '')
WHERE p.type = 'Hotel';
