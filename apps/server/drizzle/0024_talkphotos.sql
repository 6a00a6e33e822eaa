CREATE TABLE "chat_room_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_room_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_room_id" integer NOT NULL,
	"chat_message_id" integer,
	"regist_member_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"upload_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"shot_at" timestamp with time zone,
	"sort_id" smallint DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flg" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_room_photos" ADD CONSTRAINT "chat_room_photos_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_photos" ADD CONSTRAINT "chat_room_photos_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_photos" ADD CONSTRAINT "chat_room_photos_regist_member_id_members_id_fk" FOREIGN KEY ("regist_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_room_photos_message_idx" ON "chat_room_photos" USING btree ("chat_message_id","sort_id");--> statement-breakpoint
CREATE INDEX "chat_room_photos_room_idx" ON "chat_room_photos" USING btree ("chat_room_id");