-- Owner dashboards as charts (issue 36). Requests keep how they were first answered and when
-- (answer, answered_at), written by a trigger as the status leaves 'pending', whichever code path
-- answers: accepted, declined, cancelled by the renter, or 'expired' when the expiry sweep declined
-- it (it says so with the transaction-local setting rentals.expiring). Requests answered before
-- this migration keep none: the charts read their status instead. Views and favourites get an
-- index by listing and time for the views and favourites per day.
DROP INDEX "favorites_listing_idx";--> statement-breakpoint
DROP INDEX "property_views_property_idx";--> statement-breakpoint
ALTER TABLE "apartment_renting_records" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "apartment_renting_records" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hall_events" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "hall_events" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_reservations" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "hotel_reservations" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renting_records" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "renting_records" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "favorites_listing_created_idx" ON "favorites" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "property_views_property_created_idx" ON "property_views" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "request_answer_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'pending' AND NEW.status <> 'pending' THEN
    NEW.answered_at := now();
    NEW.answer := CASE WHEN current_setting('rentals.expiring', true) = 'on' THEN 'expired' ELSE NEW.status END;
  ELSIF NEW.status = 'pending' AND OLD.status <> 'pending' THEN
    -- asked again (a guest re-books a declined reservation): a new request, not yet answered
    NEW.answered_at := NULL;
    NEW.answer := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "renting_records_answer" ON "renting_records";
--> statement-breakpoint
CREATE TRIGGER "renting_records_answer" BEFORE UPDATE OF status ON "renting_records"
  FOR EACH ROW EXECUTE FUNCTION "request_answer_follow"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "hall_events_answer" ON "hall_events";
--> statement-breakpoint
CREATE TRIGGER "hall_events_answer" BEFORE UPDATE OF status ON "hall_events"
  FOR EACH ROW EXECUTE FUNCTION "request_answer_follow"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotel_reservations_answer" ON "hotel_reservations";
--> statement-breakpoint
CREATE TRIGGER "hotel_reservations_answer" BEFORE UPDATE OF status ON "hotel_reservations"
  FOR EACH ROW EXECUTE FUNCTION "request_answer_follow"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "apartment_renting_records_answer" ON "apartment_renting_records";
--> statement-breakpoint
CREATE TRIGGER "apartment_renting_records_answer" BEFORE UPDATE OF status ON "apartment_renting_records"
  FOR EACH ROW EXECUTE FUNCTION "request_answer_follow"();
