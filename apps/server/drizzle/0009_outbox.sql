-- Nothing lost (issue 15): every outgoing notification e-mail is a row written in the same
-- transaction as the change it reports, delivered from here with retries (src/outbox/). `mail`
-- holds what to render at delivery; a worker claims due rows with FOR UPDATE SKIP LOCKED and a
-- lease (locked_until), so several instances share the queue and a dead worker's claim is retaken.
CREATE TABLE IF NOT EXISTS "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL AND "dead_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "sent_at" IS NOT NULL;
--> statement-breakpoint
-- Timed work that runs once per cluster: an instance runs a job only if its conditional update
-- of next_run_at wins.
CREATE TABLE IF NOT EXISTS "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
-- When a hotel reservation last became a request (a guest's re-booking makes an old row pending
-- again): pending requests expire counted from here.
ALTER TABLE "hotel_reservations" ADD COLUMN IF NOT EXISTS "requested_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "hotel_reservations" SET "requested_at" = "created_at";
--> statement-breakpoint
-- The expiry sweep reads the oldest pending requests of each kind.
CREATE INDEX IF NOT EXISTS "renting_records_pending_idx" ON "renting_records" USING btree ("created_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hall_events_pending_idx" ON "hall_events" USING btree ("created_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotel_reservations_pending_idx" ON "hotel_reservations" USING btree ("requested_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "apartment_renting_records_pending_idx" ON "apartment_renting_records" USING btree ("created_at") WHERE "status" = 'pending';
