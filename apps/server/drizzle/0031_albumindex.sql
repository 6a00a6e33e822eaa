CREATE TABLE "album_photo_counts" (
	"company_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"visible" integer NOT NULL,
	CONSTRAINT "album_photo_counts_company_id_field_id_pk" PRIMARY KEY("company_id","field_id")
);
--> statement-breakpoint
CREATE INDEX "album_photos_field_folder_page_idx" ON "album_photos" USING btree ("field_id","folder_id","id") WHERE not "album_photos"."del_flg";--> statement-breakpoint
-- Written by hand after drizzle-kit (it does not model triggers). One statement-level trigger per
-- kind of write, with its transition tables: a bulk insert or a tagging of 100,000 photos updates
-- the counts once, grouped by project, not once per row; a write that hides or shows nothing
-- (tags, folders, dates) leaves the counts row untouched.
CREATE FUNCTION "album_photo_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "album_photo_counts" AS c ("company_id", "field_id", "visible")
      SELECT "company_id", "field_id", count(*) FROM "new_rows" WHERE NOT "del_flg" GROUP BY 1, 2
    ON CONFLICT ("company_id", "field_id") DO UPDATE SET "visible" = c."visible" + excluded."visible";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "album_photo_counts" AS c ("company_id", "field_id", "visible")
      SELECT "company_id", "field_id", -count(*) FROM "old_rows" WHERE NOT "del_flg" GROUP BY 1, 2
    ON CONFLICT ("company_id", "field_id") DO UPDATE SET "visible" = c."visible" + excluded."visible";
  ELSE
    INSERT INTO "album_photo_counts" AS c ("company_id", "field_id", "visible")
      SELECT "company_id", "field_id", sum("d") FROM (
        SELECT "company_id", "field_id", -1 AS "d" FROM "old_rows" WHERE NOT "del_flg"
        UNION ALL
        SELECT "company_id", "field_id", 1 FROM "new_rows" WHERE NOT "del_flg"
      ) AS "changes" GROUP BY 1, 2 HAVING sum("d") <> 0
    ON CONFLICT ("company_id", "field_id") DO UPDATE SET "visible" = c."visible" + excluded."visible";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "album_photo_counts_insert" AFTER INSERT ON "album_photos"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "album_photo_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "album_photo_counts_update" AFTER UPDATE ON "album_photos"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "album_photo_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "album_photo_counts_delete" AFTER DELETE ON "album_photos"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "album_photo_counts_apply"();
--> statement-breakpoint
INSERT INTO "album_photo_counts" ("company_id", "field_id", "visible")
  SELECT "company_id", "field_id", count(*) FROM "album_photos" WHERE NOT "del_flg" GROUP BY 1, 2;
