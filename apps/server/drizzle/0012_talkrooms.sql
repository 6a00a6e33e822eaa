CREATE TABLE "chat_message_working_times" (
	"chat_message_id" integer PRIMARY KEY NOT NULL,
	"work_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"rest_minutes" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_pinned_sites" (
	"member_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_pinned_sites_member_id_project_id_pk" PRIMARY KEY("member_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "chat_message_working_times" ADD CONSTRAINT "chat_message_working_times_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_pinned_sites" ADD CONSTRAINT "talk_pinned_sites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_pinned_sites" ADD CONSTRAINT "talk_pinned_sites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_working_times_date_idx" ON "chat_message_working_times" USING btree ("work_date");