CREATE TABLE "attendance_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attendance_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"attendance_start" text,
	"leave_work" text,
	"rest_minutes" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attendance_id" integer NOT NULL,
	"type" text NOT NULL,
	"member_id" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_month_locks" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"locked" boolean NOT NULL,
	"member_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_month_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"attendance_start" text,
	"leave_work" text,
	"rest_minutes" integer DEFAULT 0 NOT NULL,
	"rest_started_at" text,
	"worked_minutes" integer GENERATED ALWAYS AS (case when attendance_start is null or leave_work is null then 0 else greatest(0, ((split_part(leave_work, ':', 1)::int * 60 + split_part(leave_work, ':', 2)::int) - (split_part(attendance_start, ':', 1)::int * 60 + split_part(attendance_start, ':', 2)::int) + 1440) % 1440 - rest_minutes) end) STORED NOT NULL,
	"status" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dailies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dailies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"daily_date" date NOT NULL,
	"weather" text,
	"temperature" real,
	"humidity" real,
	"work_contents" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"approval_status" smallint DEFAULT 0 NOT NULL,
	"confirm_member_id" integer,
	"proxy_member_id" integer,
	"editing_member_id" integer,
	"editing_at" timestamp with time zone,
	"partner_workers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_member_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"message_display" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_site_members" (
	"daily_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_work_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_work_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"daily_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"work_content" text NOT NULL,
	"start_time" text,
	"end_time" text
);
--> statement-breakpoint
CREATE TABLE "member_costs" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"cost_type" smallint DEFAULT 1 NOT NULL,
	"day_cost" integer DEFAULT 0 NOT NULL,
	"hour_cost" integer DEFAULT 0 NOT NULL,
	"monthly_cost" integer DEFAULT 0 NOT NULL,
	"day_allowance" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_change_requests" ADD CONSTRAINT "attendance_change_requests_attendance_id_attendance_records_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_change_requests" ADD CONSTRAINT "attendance_change_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_change_requests" ADD CONSTRAINT "attendance_change_requests_reviewer_id_members_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_histories" ADD CONSTRAINT "attendance_histories_attendance_id_attendance_records_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_histories" ADD CONSTRAINT "attendance_histories_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_locks" ADD CONSTRAINT "attendance_month_locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_locks" ADD CONSTRAINT "attendance_month_locks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dailies" ADD CONSTRAINT "dailies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dailies" ADD CONSTRAINT "dailies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dailies" ADD CONSTRAINT "dailies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dailies" ADD CONSTRAINT "dailies_confirm_member_id_members_id_fk" FOREIGN KEY ("confirm_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dailies" ADD CONSTRAINT "dailies_proxy_member_id_members_id_fk" FOREIGN KEY ("proxy_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dailies" ADD CONSTRAINT "dailies_editing_member_id_members_id_fk" FOREIGN KEY ("editing_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_member_settings" ADD CONSTRAINT "daily_member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_site_members" ADD CONSTRAINT "daily_site_members_daily_id_dailies_id_fk" FOREIGN KEY ("daily_id") REFERENCES "public"."dailies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_site_members" ADD CONSTRAINT "daily_site_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_work_details" ADD CONSTRAINT "daily_work_details_daily_id_dailies_id_fk" FOREIGN KEY ("daily_id") REFERENCES "public"."dailies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_costs" ADD CONSTRAINT "member_costs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_change_requests_attendance_idx" ON "attendance_change_requests" USING btree ("attendance_id");--> statement-breakpoint
CREATE INDEX "attendance_histories_attendance_idx" ON "attendance_histories" USING btree ("attendance_id");--> statement-breakpoint
CREATE INDEX "attendance_month_locks_company_month_idx" ON "attendance_month_locks" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_member_project_date_unique" ON "attendance_records" USING btree ("member_id","project_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_company_date_idx" ON "attendance_records" USING btree ("company_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dailies_project_member_date_unique" ON "dailies" USING btree ("project_id","member_id","daily_date");--> statement-breakpoint
CREATE INDEX "dailies_company_date_idx" ON "dailies" USING btree ("company_id","daily_date");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_site_members_unique" ON "daily_site_members" USING btree ("daily_id","member_id");--> statement-breakpoint
CREATE INDEX "daily_work_details_daily_idx" ON "daily_work_details" USING btree ("daily_id");