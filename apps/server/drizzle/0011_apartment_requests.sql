-- Apartment requests the renter follows (issue 16): a renter may now withdraw a pending request,
-- which leaves the record 'cancelled' (not 'declined': the owner did not decline it).
ALTER TABLE "apartment_renting_records" DROP CONSTRAINT IF EXISTS "apartment_renting_records_status_check";
--> statement-breakpoint
ALTER TABLE "apartment_renting_records" ADD CONSTRAINT "apartment_renting_records_status_check" CHECK ("status" in ('pending', 'rented', 'declined', 'completed', 'cancelled'));
--> statement-breakpoint
-- A rent request for an apartment is now about its record (one card per request, naming the
-- apartment and its address), no longer about the building (one card for all of a renter's
-- requests there). Waiting cards become one card per pending record, keeping their time and
-- read state; what is left about a building is moot.
INSERT INTO "notifications" ("type", "from_user_id", "notifier_id", "about", "created_at", "read_at")
SELECT n."type", n."from_user_id", n."notifier_id", r."id"::text, n."created_at", n."read_at"
FROM "notifications" n
JOIN "apartment_renting_records" r
  ON r."building_id"::text = n."about" AND r."rentee_id" = n."from_user_id" AND r."status" = 'pending'
WHERE n."type" = 'rent-request'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "notifications" n
USING "renting_properties" b
WHERE n."type" = 'rent-request' AND b."type" = 'Apartment' AND n."about" = b."id"::text;
