-- Card scores (issue 35's search, issue 38's lists): every card shows its listing's average
-- rating and how many ratings give stars. They were a second statement on every list and search
-- page (a round trip: a third of an uncached search's time went to writing to the database's
-- socket); they are kept here instead, by triggers on ratings, in the same transaction as the
-- rating they follow.
ALTER TABLE "renting_properties" ADD COLUMN "rating_overall" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "renting_properties" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Recounts the listings whose ratings a statement changed. Their rows are locked first (in id
-- order, so writers never wait on each other in a circle); the recount is the next statement, so
-- under read committed it sees a rating another writer committed meanwhile: two renters rating
-- at once are both counted.
CREATE OR REPLACE FUNCTION "card_scores_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM renting_properties
    WHERE id IN (SELECT listing_id FROM changed) ORDER BY id FOR UPDATE;
  UPDATE renting_properties p
    SET (rating_overall, rating_count) = (
      SELECT coalesce(avg(r.overall), 0), count(*) FROM ratings r
      WHERE r.listing_id = p.id AND jsonb_array_length(r.stars) > 0)
    WHERE p.id IN (SELECT listing_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ratings_card_scores_insert" ON "ratings";
--> statement-breakpoint
CREATE TRIGGER "ratings_card_scores_insert" AFTER INSERT ON "ratings"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "card_scores_follow"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ratings_card_scores_update" ON "ratings";
--> statement-breakpoint
CREATE TRIGGER "ratings_card_scores_update" AFTER UPDATE ON "ratings"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "card_scores_follow"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ratings_card_scores_delete" ON "ratings";
--> statement-breakpoint
CREATE TRIGGER "ratings_card_scores_delete" AFTER DELETE ON "ratings"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "card_scores_follow"();
--> statement-breakpoint
-- The scores of the ratings already there, taken under the migration's lock.
UPDATE renting_properties p
  SET (rating_overall, rating_count) = (s.overall, s.n)
  FROM (SELECT listing_id, avg(overall) AS overall, count(*)::int AS n FROM ratings
        WHERE jsonb_array_length(stars) > 0 GROUP BY listing_id) s
  WHERE p.id = s.listing_id;
