CREATE TABLE "chat_message_files" (
	"chat_message_id" integer PRIMARY KEY NOT NULL,
	"bbs_file_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_bbs_file_id_bbs_files_id_fk" FOREIGN KEY ("bbs_file_id") REFERENCES "public"."bbs_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_files_file_idx" ON "chat_message_files" USING btree ("bbs_file_id");