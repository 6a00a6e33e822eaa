ALTER TABLE "album_photos" ADD COLUMN "upload_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_room_photos" ADD COLUMN "upload_id" uuid;--> statement-breakpoint
CREATE INDEX "album_photos_upload_idx" ON "album_photos" USING btree ("regist_member_id","upload_id") WHERE "album_photos"."upload_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_room_photos_upload_idx" ON "chat_room_photos" USING btree ("regist_member_id","upload_id") WHERE "chat_room_photos"."upload_id" is not null;