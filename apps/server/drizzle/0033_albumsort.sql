ALTER TABLE "album_photos" ADD COLUMN "place_sort_id" integer;--> statement-breakpoint
ALTER TABLE "album_photos" ADD COLUMN "time_sort_id" integer;