CREATE TABLE "member_details" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"worker_list_required" smallint,
	"worker_list_data" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_details" ADD CONSTRAINT "member_details_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;