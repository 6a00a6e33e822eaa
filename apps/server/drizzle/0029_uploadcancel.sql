CREATE TABLE "upload_cancels" (
	"member_id" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_cancels_member_id_upload_id_pk" PRIMARY KEY("member_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "bbs_files" ADD COLUMN "upload_id" uuid;--> statement-breakpoint
ALTER TABLE "upload_cancels" ADD CONSTRAINT "upload_cancels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbs_files_upload_idx" ON "bbs_files" USING btree ("member_id","upload_id") WHERE "bbs_files"."upload_id" is not null;