CREATE TABLE "delivery_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"item_key" varchar(12) NOT NULL,
	"period" varchar(4) NOT NULL,
	"starts_on" date NOT NULL,
	"logger_key" varchar(64) NOT NULL,
	"role" varchar(16) NOT NULL,
	"implementer_id" uuid,
	"author_id" uuid,
	"logger_name" varchar(100) NOT NULL,
	"provided" varchar(8),
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"used" varchar(8),
	"rating" smallint,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delivery_log_entries_once" UNIQUE("plan_id","logger_key","item_key","period","starts_on"),
	CONSTRAINT "delivery_log_entries_period_check" CHECK ("delivery_log_entries"."period" in ('day', 'week')),
	CONSTRAINT "delivery_log_entries_role_check" CHECK ("delivery_log_entries"."role" in ('implementer', 'case-manager', 'student')),
	CONSTRAINT "delivery_log_entries_provided_check" CHECK ("delivery_log_entries"."provided" is null or "delivery_log_entries"."provided" in ('full', 'partly', 'not')),
	CONSTRAINT "delivery_log_entries_used_check" CHECK ("delivery_log_entries"."used" is null or "delivery_log_entries"."used" in ('yes', 'no')),
	CONSTRAINT "delivery_log_entries_rating_check" CHECK ("delivery_log_entries"."rating" is null or "delivery_log_entries"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reminder_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"dedupe_key" varchar(120) NOT NULL,
	"plan_id" uuid,
	"implementer_id" uuid,
	"user_id" uuid,
	"mail_status" varchar(12) DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_mails_dedupeKey_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "reminder_mails_kind_check" CHECK ("reminder_mails"."kind" in ('log', 'review', 'renewal'))
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"plan_id" uuid NOT NULL,
	"item_key" varchar(12) NOT NULL,
	"decision" varchar(8) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_decisions_plan_id_item_key_pk" PRIMARY KEY("plan_id","item_key"),
	CONSTRAINT "review_decisions_decision_check" CHECK ("review_decisions"."decision" in ('keep', 'adjust', 'fade', 'remove'))
);
--> statement-breakpoint
ALTER TABLE "access_links" DROP CONSTRAINT "access_links_purpose_check";--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "watch_for" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_implementers" ADD COLUMN "reminders_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_log_entries" ADD CONSTRAINT "delivery_log_entries_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_log_entries" ADD CONSTRAINT "delivery_log_entries_implementer_id_plan_implementers_id_fk" FOREIGN KEY ("implementer_id") REFERENCES "public"."plan_implementers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_log_entries" ADD CONSTRAINT "delivery_log_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_implementer_id_plan_implementers_id_fk" FOREIGN KEY ("implementer_id") REFERENCES "public"."plan_implementers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_log_entries_plan_starts_idx" ON "delivery_log_entries" USING btree ("plan_id","starts_on");--> statement-breakpoint
CREATE INDEX "delivery_log_entries_implementer_idx" ON "delivery_log_entries" USING btree ("implementer_id");--> statement-breakpoint
CREATE INDEX "reminder_mails_status_idx" ON "reminder_mails" USING btree ("mail_status");--> statement-breakpoint
CREATE INDEX "student_plans_review_date_idx" ON "student_plans" USING btree ("review_date");--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_purpose_check" CHECK ("access_links"."purpose" in ('card', 'log'));