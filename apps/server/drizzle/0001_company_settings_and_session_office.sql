CREATE TABLE "company_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_plan_id" integer DEFAULT 100 NOT NULL,
	"contract_type" smallint NOT NULL,
	"contract_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "authority" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "work_start_time" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "work_end_time" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rest_start_time" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rest_end_time" text DEFAULT '13:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "name_kana" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "fax_number" text;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;