CREATE TABLE "company_album_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"album_download" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_album_settings" ADD CONSTRAINT "company_album_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;