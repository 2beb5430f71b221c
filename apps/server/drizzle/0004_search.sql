-- pg_trgm: trigram similarity, for correcting misspelt search terms (also loaded by PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(key, '') || ' ' || coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(considerations, '') || ' ' || coalesce(examples::text, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accommodations_search_idx" ON "accommodations" USING gin ("search_vector");