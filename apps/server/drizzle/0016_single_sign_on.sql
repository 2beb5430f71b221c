CREATE TABLE "district_email_domains" (
	"domain" varchar(253) PRIMARY KEY NOT NULL,
	"district_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_sso" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"slug" varchar(48),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_sso_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sso_logins" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"return_to" varchar(512) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"label" varchar(64) NOT NULL,
	"issuer" varchar(512) NOT NULL,
	"client_id" varchar(256) NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"tenant" varchar(128) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_providers_kind_check" CHECK ("sso_providers"."kind" in ('google', 'microsoft', 'clever', 'classlink', 'oidc'))
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider_id" uuid NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_id_subject_pk" PRIMARY KEY("provider_id","subject")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_with" varchar(64);--> statement-breakpoint
ALTER TABLE "district_email_domains" ADD CONSTRAINT "district_email_domains_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_sso" ADD CONSTRAINT "district_sso_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "district_email_domains_district_id_idx" ON "district_email_domains" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "sso_providers_district_id_idx" ON "sso_providers" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");