CREATE TABLE "schedule_project_status" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"schedule_status" smallint DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_task_members" (
	"task_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "schedule_task_members_task_id_member_id_pk" PRIMARY KEY("task_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"actual_start_date" date,
	"actual_end_date" date,
	"status" smallint DEFAULT 2 NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"color" text DEFAULT 'lightBlue' NOT NULL,
	"scheduled_days" text DEFAULT '' NOT NULL,
	"scheduled_man_days" text DEFAULT '' NOT NULL,
	"actual_days" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_project_status" ADD CONSTRAINT "schedule_project_status_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_task_members" ADD CONSTRAINT "schedule_task_members_task_id_schedule_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."schedule_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_task_members" ADD CONSTRAINT "schedule_task_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_parent_id_schedule_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."schedule_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_task_members_member_idx" ON "schedule_task_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "schedule_tasks_project_idx" ON "schedule_tasks" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "schedule_tasks_parent_idx" ON "schedule_tasks" USING btree ("parent_id");