-- sign-in hardening (issue 15): a code remembers the account whose e-mail change it confirms,
-- and counts the tries of the client that asked for it apart from everyone else's, so a
-- stranger's wrong guesses no longer use up the person's own.
ALTER TABLE "login_codes" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "other_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_codes_user_idx" ON "login_codes" USING btree ("user_id");
