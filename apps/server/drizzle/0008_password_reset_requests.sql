CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"mail_status" varchar(12) DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "password_reset_requests_mail_status_idx" ON "password_reset_requests" USING btree ("mail_status");