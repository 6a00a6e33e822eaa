CREATE TABLE "chat_message_pictures" (
	"chat_message_id" integer NOT NULL,
	"album_photo_id" integer NOT NULL,
	"sort_id" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_message_pictures_chat_message_id_album_photo_id_pk" PRIMARY KEY("chat_message_id","album_photo_id")
);
--> statement-breakpoint
ALTER TABLE "chat_message_pictures" ADD CONSTRAINT "chat_message_pictures_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_pictures" ADD CONSTRAINT "chat_message_pictures_album_photo_id_album_photos_id_fk" FOREIGN KEY ("album_photo_id") REFERENCES "public"."album_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_pictures_photo_idx" ON "chat_message_pictures" USING btree ("album_photo_id");