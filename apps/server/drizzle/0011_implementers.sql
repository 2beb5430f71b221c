CREATE TABLE "access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"plan_id" uuid NOT NULL,
	"implementer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "access_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "access_links_purpose_check" CHECK ("access_links"."purpose" in ('card'))
);
--> statement-breakpoint
CREATE TABLE "acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"implementer_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "acknowledgements_linkId_unique" UNIQUE("link_id")
);
--> statement-breakpoint
CREATE TABLE "plan_implementers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"colleague_id" uuid,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"class_or_period" varchar(100) DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_implementer_id_plan_implementers_id_fk" FOREIGN KEY ("implementer_id") REFERENCES "public"."plan_implementers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acknowledgements" ADD CONSTRAINT "acknowledgements_link_id_access_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."access_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acknowledgements" ADD CONSTRAINT "acknowledgements_implementer_id_plan_implementers_id_fk" FOREIGN KEY ("implementer_id") REFERENCES "public"."plan_implementers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_implementers" ADD CONSTRAINT "plan_implementers_plan_id_student_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."student_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_implementers" ADD CONSTRAINT "plan_implementers_colleague_id_users_id_fk" FOREIGN KEY ("colleague_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_links_implementer_id_idx" ON "access_links" USING btree ("implementer_id");--> statement-breakpoint
CREATE INDEX "plan_implementers_plan_id_idx" ON "plan_implementers" USING btree ("plan_id");