CREATE TABLE "daily_pictures" (
	"daily_id" integer NOT NULL,
	"album_photo_id" integer NOT NULL,
	"sort_id" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_pictures_daily_id_album_photo_id_pk" PRIMARY KEY("daily_id","album_photo_id")
);
--> statement-breakpoint
ALTER TABLE "daily_pictures" ADD CONSTRAINT "daily_pictures_daily_id_dailies_id_fk" FOREIGN KEY ("daily_id") REFERENCES "public"."dailies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_pictures" ADD CONSTRAINT "daily_pictures_album_photo_id_album_photos_id_fk" FOREIGN KEY ("album_photo_id") REFERENCES "public"."album_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_pictures_photo_idx" ON "daily_pictures" USING btree ("album_photo_id");