-- pg_trgm for the case list's free text (issue 9); PGlite loads it as an extension (db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_client_name_trgm_idx" ON "customers" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_address_trgm_idx" ON "customers" USING gin ((coalesce("address1", '') || coalesce("address2", '') || coalesce("address3", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_company_kana_idx" ON "projects" USING btree ("company_id","case_name_kana","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_id_idx" ON "projects" USING btree ("company_id","completion_status","id");--> statement-breakpoint
CREATE INDEX "projects_company_source_idx" ON "projects" USING btree ("company_id","source","id");--> statement-breakpoint
CREATE INDEX "projects_company_construction_type_idx" ON "projects" USING btree ("company_id","construction_type_id","id");--> statement-breakpoint
CREATE INDEX "projects_company_office_idx" ON "projects" USING btree ("company_id","office_id","id");--> statement-breakpoint
CREATE INDEX "projects_company_sale_man_idx" ON "projects" USING btree ("company_id","sale_man","id");--> statement-breakpoint
CREATE INDEX "projects_company_fore_man_idx" ON "projects" USING btree ("company_id","fore_man","id");--> statement-breakpoint
CREATE INDEX "projects_company_case_type_idx" ON "projects" USING btree ("company_id","case_type","id");--> statement-breakpoint
CREATE INDEX "projects_company_partner_idx" ON "projects" USING btree ("company_id","partner_company","id");--> statement-breakpoint
CREATE INDEX "projects_company_memo_idx" ON "projects" USING btree ("company_id",left("memo", 100),"id");--> statement-breakpoint
CREATE INDEX "projects_company_launch_idx" ON "projects" USING btree ("company_id","launch_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_contract_idx" ON "projects" USING btree ("company_id","contract_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_survey_idx" ON "projects" USING btree ("company_id","survey_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_business_idx" ON "projects" USING btree ("company_id","business_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_delivery_idx" ON "projects" USING btree ("company_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_intermediate_idx" ON "projects" USING btree ("company_id","intermediate_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_final_idx" ON "projects" USING btree ("company_id","final_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_reception_idx" ON "projects" USING btree ("company_id","reception_date","id");--> statement-breakpoint
CREATE INDEX "projects_case_name_trgm_idx" ON "projects" USING gin ("case_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_case_name_kana_trgm_idx" ON "projects" USING gin ("case_name_kana" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_address_trgm_idx" ON "projects" USING gin ("address" gin_trgm_ops);