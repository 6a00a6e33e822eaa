CREATE TABLE "daily_bbs_posts" (
	"chat_message_id" integer PRIMARY KEY NOT NULL,
	"daily_id" integer NOT NULL,
	"chat_room_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_bbs_posts" ADD CONSTRAINT "daily_bbs_posts_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_bbs_posts" ADD CONSTRAINT "daily_bbs_posts_daily_id_dailies_id_fk" FOREIGN KEY ("daily_id") REFERENCES "public"."dailies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_bbs_posts" ADD CONSTRAINT "daily_bbs_posts_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_bbs_posts_room_idx" ON "daily_bbs_posts" USING btree ("chat_room_id","daily_id","chat_message_id");