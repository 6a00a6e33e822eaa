CREATE TABLE "construction_receptions" (
	"field_id" integer PRIMARY KEY NOT NULL,
	"reception_date" date,
	"reception_number" text,
	"prime_contractor_company_id" integer,
	"prime_contractor_office_id" integer,
	"prime_contractor_member" integer,
	"m_construction_type_id" smallint,
	"pc_t_subcontractor_relation_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "construction_receptions" ADD CONSTRAINT "construction_receptions_field_id_projects_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_receptions" ADD CONSTRAINT "construction_receptions_prime_contractor_company_id_companies_id_fk" FOREIGN KEY ("prime_contractor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_receptions" ADD CONSTRAINT "construction_receptions_prime_contractor_office_id_offices_id_fk" FOREIGN KEY ("prime_contractor_office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_receptions" ADD CONSTRAINT "construction_receptions_prime_contractor_member_members_id_fk" FOREIGN KEY ("prime_contractor_member") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_receptions" ADD CONSTRAINT "construction_receptions_pc_t_subcontractor_relation_id_subcontractors_id_fk" FOREIGN KEY ("pc_t_subcontractor_relation_id") REFERENCES "public"."subcontractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "construction_receptions_relation_idx" ON "construction_receptions" USING btree ("pc_t_subcontractor_relation_id");--> statement-breakpoint
CREATE INDEX "construction_receptions_company_idx" ON "construction_receptions" USING btree ("prime_contractor_company_id");