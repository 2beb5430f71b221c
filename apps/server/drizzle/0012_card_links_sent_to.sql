ALTER TABLE "access_links" ADD COLUMN "sent_to" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_links" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "access_links_plan_id_idx" ON "access_links" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "acknowledgements_implementer_id_idx" ON "acknowledgements" USING btree ("implementer_id");--> statement-breakpoint
-- Links sent before this migration went to the implementer as they are saved now.
UPDATE "access_links" SET "sent_to" = "plan_implementers"."email", "items" = "plan_implementers"."items" FROM "plan_implementers" WHERE "plan_implementers"."id" = "access_links"."implementer_id";
