CREATE TABLE "family_glossary" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"wordings" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "family" jsonb DEFAULT '{}'::jsonb NOT NULL;