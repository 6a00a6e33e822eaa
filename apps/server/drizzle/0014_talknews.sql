CREATE TABLE "bbs_file_reads" (
	"file_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bbs_file_reads_member_id_file_id_pk" PRIMARY KEY("member_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "bbs_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bbs_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_room_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"pickup_flg" boolean DEFAULT false NOT NULL,
	"regist_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"del_flg" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatroom_emergency_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chatroom_emergency_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_room_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_type_id" smallint NOT NULL,
	"tel_number" text NOT NULL,
	"sort_id" integer NOT NULL,
	"create_member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"type" text NOT NULL,
	"content" text,
	"file_path" text,
	"target" text NOT NULL,
	"popup_flg" boolean DEFAULT false NOT NULL,
	"publish_start" timestamp with time zone NOT NULL,
	"publish_end" timestamp with time zone,
	"create_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_member_states" (
	"news_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"readed" boolean DEFAULT false NOT NULL,
	"unpopup" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_member_states_member_id_news_id_pk" PRIMARY KEY("member_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "system_admins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bbs_file_reads" ADD CONSTRAINT "bbs_file_reads_file_id_bbs_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."bbs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_file_reads" ADD CONSTRAINT "bbs_file_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_files" ADD CONSTRAINT "bbs_files_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_files" ADD CONSTRAINT "bbs_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatroom_emergency_contacts" ADD CONSTRAINT "chatroom_emergency_contacts_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatroom_emergency_contacts" ADD CONSTRAINT "chatroom_emergency_contacts_create_member_id_members_id_fk" FOREIGN KEY ("create_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_create_user_id_users_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_member_states" ADD CONSTRAINT "news_member_states_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_member_states" ADD CONSTRAINT "news_member_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_admins" ADD CONSTRAINT "system_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbs_files_room_idx" ON "bbs_files" USING btree ("chat_room_id","pickup_flg","id");--> statement-breakpoint
CREATE INDEX "chatroom_emergency_contacts_room_idx" ON "chatroom_emergency_contacts" USING btree ("chat_room_id","sort_id");--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("publish_start","id");--> statement-breakpoint
CREATE INDEX "news_member_states_news_idx" ON "news_member_states" USING btree ("news_id");