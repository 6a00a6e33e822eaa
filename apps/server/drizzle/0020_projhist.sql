CREATE TABLE "project_business_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_business_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"operation_date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"operation_class" text NOT NULL,
	"contact_person" text,
	"claim_flg" boolean DEFAULT false NOT NULL,
	"memo" text,
	"referral_sales_type" text,
	"neighbourhood_approach_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_business_history_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_business_history_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"history_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_name" text;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express data): the case list's sort copy of each project's customer name.
UPDATE "projects" SET "customer_name" = "customers"."client_name" FROM "customers" WHERE "customers"."id" = "projects"."customer_id";--> statement-breakpoint
ALTER TABLE "project_business_histories" ADD CONSTRAINT "project_business_histories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_business_histories" ADD CONSTRAINT "project_business_histories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_business_histories" ADD CONSTRAINT "project_business_histories_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_business_history_files" ADD CONSTRAINT "project_business_history_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_business_history_files" ADD CONSTRAINT "project_business_history_files_history_id_project_business_histories_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."project_business_histories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_business_history_files" ADD CONSTRAINT "project_business_history_files_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_business_histories_project_idx" ON "project_business_histories" USING btree ("project_id","operation_date","id");--> statement-breakpoint
CREATE INDEX "project_business_history_files_history_idx" ON "project_business_history_files" USING btree ("history_id","id");--> statement-breakpoint
CREATE INDEX "projects_company_customer_name_idx" ON "projects" USING btree ("company_id","customer_name","id");