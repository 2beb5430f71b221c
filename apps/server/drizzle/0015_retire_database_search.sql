ALTER TABLE "search_words" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "search_words" CASCADE;--> statement-breakpoint
DROP INDEX "accommodations_search_idx";--> statement-breakpoint
ALTER TABLE "accommodations" DROP COLUMN "search_vector";