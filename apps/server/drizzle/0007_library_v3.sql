ALTER TABLE "accommodations" ADD COLUMN "niche" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "needs" ADD COLUMN "related" jsonb DEFAULT '[]'::jsonb NOT NULL;