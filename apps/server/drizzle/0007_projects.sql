CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"office_id" integer,
	"estate_name" text NOT NULL,
	"kana" text,
	"rank" text,
	"postcode" text,
	"prefecture_id" smallint,
	"address1" text,
	"address2" text,
	"address3" text,
	"owner_division" text,
	"owner_name" text,
	"house_info_flg" smallint DEFAULT 0 NOT NULL,
	"classification" text,
	"supply_type" text,
	"outer_wall" text,
	"roof" text,
	"structure" text,
	"building_type" text,
	"floor_number" smallint,
	"building_area" numeric(8, 2),
	"build_date" date,
	"dealer_name" text,
	"painting_completion_date" date,
	"residential_rate" numeric(5, 2),
	"appearance" text,
	"remarks" text,
	"completion_flag" smallint,
	"start_date" date,
	"survey_date" date,
	"business_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_column_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"kana" text,
	"type" text DEFAULT 'person' NOT NULL,
	"rank" text,
	"tel" text,
	"mail" text,
	"office_id" integer,
	"worker_in_charge_id" integer,
	"number" text,
	"memo" text,
	"postcode" text,
	"prefecture_id" smallint,
	"address1" text,
	"address2" text,
	"address3" text,
	"promotion_flags" jsonb DEFAULT '{"dm":false,"email":false,"tel":false}'::jsonb NOT NULL,
	"sex" text,
	"birth_date" date,
	"wedding_anniversary" date,
	"workplace" text,
	"position" text,
	"industry" text,
	"job_category" text,
	"length_of_service" integer,
	"annual_income" integer,
	"land_existence" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_completion_statuses" (
	"company_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"name" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "project_completion_statuses_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "building_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sale_man" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "fore_man" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "launch_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "construction_type_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "case_type" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "partner_company" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "team_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contract_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "survey_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "business_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "intermediate_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "final_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reception_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "external_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_column_settings" ADD CONSTRAINT "case_column_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_worker_in_charge_id_members_id_fk" FOREIGN KEY ("worker_in_charge_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_completion_statuses" ADD CONSTRAINT "project_completion_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_company_idx" ON "buildings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "buildings_customer_idx" ON "buildings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sale_man_members_id_fk" FOREIGN KEY ("sale_man") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_fore_man_members_id_fk" FOREIGN KEY ("fore_man") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_company_updated_idx" ON "projects" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_created_idx" ON "projects" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_idx" ON "projects" USING btree ("company_id","completion_status","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_name_idx" ON "projects" USING btree ("company_id","case_name","id");--> statement-breakpoint
CREATE INDEX "projects_company_start_idx" ON "projects" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_end_idx" ON "projects" USING btree ("company_id","end_date","id");--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "projects_building_idx" ON "projects" USING btree ("building_id");