CREATE TABLE "schedule_calendars" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"weekly_off" smallint[] NOT NULL,
	"public_holidays_off" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_non_working_dates" (
	"company_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "schedule_non_working_dates_company_id_date_pk" PRIMARY KEY("company_id","date")
);
--> statement-breakpoint
ALTER TABLE "schedule_calendars" ADD CONSTRAINT "schedule_calendars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_non_working_dates" ADD CONSTRAINT "schedule_non_working_dates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;