-- Data: the accommodations imported before have no IEP section or statement, which the new
-- columns require. The library is replaced on every import anyway, so its accommodations go
-- (their need and strength links follow by cascade) and content_state is reset: the next
-- start imports content/ again, in one transaction, before anything is served.
DELETE FROM "accommodations";--> statement-breakpoint
DELETE FROM "content_state";--> statement-breakpoint
CREATE TABLE "assessment_programs" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"edition" text NOT NULL,
	"note" text NOT NULL,
	"source" jsonb NOT NULL,
	"supports" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "same_job_groups" (
	"position" integer PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "section" varchar(32) NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "statement" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "test_class" varchar(32);--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "test_versions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "interop" jsonb DEFAULT '{}'::jsonb NOT NULL;