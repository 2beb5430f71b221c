CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_label" varchar(400) NOT NULL,
	"district_id" uuid,
	"action" varchar(40) NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_usage" (
	"district_id" uuid NOT NULL,
	"month" date NOT NULL,
	"metric" varchar(16) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "district_usage_district_id_month_metric_pk" PRIMARY KEY("district_id","month","metric"),
	CONSTRAINT "district_usage_metric_check" CHECK ("district_usage"."metric" in ('exports'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "licence_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "code_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "district_id" uuid;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD COLUMN "status" varchar(12) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD COLUMN "district_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_usage" ADD CONSTRAINT "district_usage_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_district_at_idx" ON "audit_log" USING btree ("district_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD CONSTRAINT "estimate_requests_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_district_idx" ON "mail_outbox" USING btree ("district_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'district_admin', 'operator'));--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD CONSTRAINT "estimate_requests_status_check" CHECK ("estimate_requests"."status" in ('new', 'contacted', 'won', 'lost'));