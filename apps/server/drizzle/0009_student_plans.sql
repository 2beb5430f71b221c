CREATE TABLE "current_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"kind" varchar(16) NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_shares" (
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_shares_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id"),
	CONSTRAINT "plan_shares_role_check" CHECK ("plan_shares"."role" in ('editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "student_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"district_id" uuid,
	"label" varchar(40) NOT NULL,
	"grade" varchar(8),
	"plan_type" varchar(8) NOT NULL,
	"meeting_date" date,
	"review_date" date,
	"note" text DEFAULT '' NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "student_plans_plan_type_check" CHECK ("student_plans"."plan_type" in ('IEP', '504', 'Other'))
);
--> statement-breakpoint
ALTER TABLE "current_plans" ADD CONSTRAINT "current_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_plans" ADD CONSTRAINT "current_plans_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_plans" ADD CONSTRAINT "student_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_plans" ADD CONSTRAINT "student_plans_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_plans" ADD CONSTRAINT "student_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_events_plan_id_at_idx" ON "plan_events" USING btree ("plan_id","at");--> statement-breakpoint
CREATE INDEX "plan_shares_user_id_idx" ON "plan_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_plans_owner_id_idx" ON "student_plans" USING btree ("owner_id");--> statement-breakpoint
-- Data: each user's saved builder state becomes their first student plan and their current
-- plan. A student's plan holds at most 200 accommodations (the builder allowed 400): the
-- first 200 are kept and the plan's history says so.
INSERT INTO "student_plans" ("owner_id", "district_id", "label", "grade", "plan_type", "state", "version", "created_at", "updated_at")
SELECT b."user_id", u."district_id", 'My first student', NULL, 'Other',
	CASE WHEN jsonb_array_length(b."state"->'plan') > 200
		THEN jsonb_set(b."state", '{plan}', (
			SELECT jsonb_agg(t."item" ORDER BY t."n")
			FROM jsonb_array_elements(b."state"->'plan') WITH ORDINALITY AS t("item", "n")
			WHERE t."n" <= 200))
		ELSE b."state" END,
	1, b."updated_at", b."updated_at"
FROM "builder_states" b JOIN "users" u ON u."id" = b."user_id";--> statement-breakpoint
INSERT INTO "plan_events" ("plan_id", "user_id", "at", "kind", "summary")
SELECT p."id", p."owner_id", p."created_at", 'items',
	'Kept the first 200 of ' || jsonb_array_length(b."state"->'plan') || ' accommodations: a student''s plan holds at most 200'
FROM "student_plans" p JOIN "builder_states" b ON b."user_id" = p."owner_id"
WHERE jsonb_array_length(b."state"->'plan') > 200;--> statement-breakpoint
INSERT INTO "current_plans" ("user_id", "plan_id") SELECT "owner_id", "id" FROM "student_plans";--> statement-breakpoint
DROP TABLE "builder_states" CASCADE;
