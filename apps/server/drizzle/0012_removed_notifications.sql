-- Removed notifications remembered by id and recipient (issue 19): deleting a card the server
-- already removed (an accepted request's card, say) answers success to its recipient.
CREATE TABLE "removed_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"notifier_id" uuid,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "removed_notifications" ADD CONSTRAINT "removed_notifications_notifier_id_users_id_fk" FOREIGN KEY ("notifier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removed_notifications_removed_at_idx" ON "removed_notifications" USING btree ("removed_at");