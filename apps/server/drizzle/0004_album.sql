CREATE TABLE "album_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"field_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_photo_tags" (
	"photo_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "album_photo_tags_photo_id_tag_id_pk" PRIMARY KEY("photo_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "album_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"regist_member_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"upload_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"board_flg" smallint DEFAULT 0 NOT NULL,
	"board_settings" jsonb,
	"shot_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"folder_id" integer,
	"place_id" integer,
	"time_id" integer,
	"favorite_flg" smallint DEFAULT 0 NOT NULL,
	"pickup_flg" smallint DEFAULT 0 NOT NULL,
	"sent" smallint DEFAULT 0 NOT NULL,
	"service_id" integer,
	"del_flg" boolean DEFAULT false NOT NULL,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "album_tag_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_tag_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"field_id" integer,
	"member_id" integer,
	"name" text NOT NULL,
	"pqa_flg" smallint DEFAULT 0 NOT NULL,
	"sort_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tag_group_id" integer,
	"name" text NOT NULL,
	"operations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_folders" ADD CONSTRAINT "album_folders_field_id_projects_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photo_tags" ADD CONSTRAINT "album_photo_tags_photo_id_album_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."album_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photo_tags" ADD CONSTRAINT "album_photo_tags_tag_id_album_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."album_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_field_id_projects_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_regist_member_id_members_id_fk" FOREIGN KEY ("regist_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_folder_id_album_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."album_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tag_groups" ADD CONSTRAINT "album_tag_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tag_groups" ADD CONSTRAINT "album_tag_groups_field_id_projects_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tag_groups" ADD CONSTRAINT "album_tag_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tags" ADD CONSTRAINT "album_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tags" ADD CONSTRAINT "album_tags_tag_group_id_album_tag_groups_id_fk" FOREIGN KEY ("tag_group_id") REFERENCES "public"."album_tag_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_folders_field_idx" ON "album_folders" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "album_photo_tags_tag_idx" ON "album_photo_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "album_photos_field_page_idx" ON "album_photos" USING btree ("field_id","del_flg","id");--> statement-breakpoint
CREATE INDEX "album_photos_company_page_idx" ON "album_photos" USING btree ("company_id","del_flg","id");--> statement-breakpoint
CREATE UNIQUE INDEX "album_photos_idempotency_unique" ON "album_photos" USING btree ("regist_member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "album_tag_groups_company_idx" ON "album_tag_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "album_tags_company_idx" ON "album_tags" USING btree ("company_id");