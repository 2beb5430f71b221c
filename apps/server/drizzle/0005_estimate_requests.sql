CREATE TABLE "estimate_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" varchar(64) NOT NULL,
	"last_name" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(64) NOT NULL,
	"school_name" varchar(128) NOT NULL,
	"address1" varchar(128) NOT NULL,
	"address2" varchar(128) DEFAULT '' NOT NULL,
	"city" varchar(128) NOT NULL,
	"state" varchar(128) NOT NULL,
	"zip_code" varchar(5) NOT NULL,
	"students" integer NOT NULL,
	"estimate" integer NOT NULL,
	"mail_status" varchar(12) DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "estimate_requests_mail_status_idx" ON "estimate_requests" USING btree ("mail_status");