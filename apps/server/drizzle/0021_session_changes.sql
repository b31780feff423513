-- Sessions kept in memory (issue 38): every signed-in request looked its session and user up in
-- the database. Each instance now keeps them a minute, and forgets one as soon as it changes:
-- these triggers tell every instance listening on 'auth_changes', when the change commits (a
-- NOTIFY is delivered at commit, never for a rolled-back change), whichever process made it (the
-- server, another instance, the admin command, a hand-written statement).
-- The payload is 'u' and a user's id (their row changed or went), or 's' and a session's id.
CREATE OR REPLACE FUNCTION "auth_changes_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', 'u' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "auth_changes_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', 's' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_auth_changes" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_auth_changes" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "auth_changes_user"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "auth_sessions_auth_changes" ON "auth_sessions";
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_auth_changes" AFTER UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_changes_session"();
