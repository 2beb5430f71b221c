CREATE TABLE "accommodation_needs" (
	"accommodation_key" varchar(12) NOT NULL,
	"need_id" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"priority" smallint NOT NULL,
	CONSTRAINT "accommodation_needs_accommodation_key_need_id_pk" PRIMARY KEY("accommodation_key","need_id")
);
--> statement-breakpoint
CREATE TABLE "accommodation_strengths" (
	"accommodation_key" varchar(12) NOT NULL,
	"strength_id" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"priority" smallint NOT NULL,
	CONSTRAINT "accommodation_strengths_accommodation_key_strength_id_pk" PRIMARY KEY("accommodation_key","strength_id")
);
--> statement-breakpoint
CREATE TABLE "accommodations" (
	"key" varchar(12) PRIMARY KEY NOT NULL,
	"category" char(1) NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"considerations" text NOT NULL,
	"examples" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	"tier" smallint NOT NULL,
	"modification" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"hash" varchar(128) NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_messages" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"icon" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link_url" text NOT NULL,
	"link_text" text NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_categories" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"category" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"considerations" text NOT NULL,
	"resources" text NOT NULL,
	"process" text NOT NULL,
	CONSTRAINT "needs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "strength_categories" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strengths" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"category" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "strengths_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "accommodation_needs" ADD CONSTRAINT "accommodation_needs_accommodation_key_accommodations_key_fk" FOREIGN KEY ("accommodation_key") REFERENCES "public"."accommodations"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_needs" ADD CONSTRAINT "accommodation_needs_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_strengths" ADD CONSTRAINT "accommodation_strengths_accommodation_key_accommodations_key_fk" FOREIGN KEY ("accommodation_key") REFERENCES "public"."accommodations"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_strengths" ADD CONSTRAINT "accommodation_strengths_strength_id_strengths_id_fk" FOREIGN KEY ("strength_id") REFERENCES "public"."strengths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_category_need_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."need_categories"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strengths" ADD CONSTRAINT "strengths_category_strength_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."strength_categories"("name") ON DELETE no action ON UPDATE no action;