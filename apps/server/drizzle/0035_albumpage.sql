-- Written by hand (drizzle-kit generate --custom): one page of the album grid, newest first, as the
-- one text cell photoListJson builds (routes/album/queries.ts: the same columns in the same order;
-- albumPage.test.ts compares the two). A function so that its statements keep one generic plan per
-- connection (plan_cache_mode below): planning the page's seven-relation statement was about half
-- of its database time, on every page (EXPLAIN and CPU per page on PGlite, issue 12).
-- p_field null: every project of the company; p_member null: a company manager (every project),
-- otherwise only the projects that member works on (accessibleProjectFilter's rule).
CREATE FUNCTION "album_photo_page"(p_company integer, p_field integer, p_member integer, p_before integer, p_limit integer)
RETURNS text
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  page_json text;
BEGIN
  IF p_field IS NOT NULL THEN
    WITH page AS (
      SELECT * FROM album_photos p
      WHERE p.company_id = p_company AND p.field_id = p_field AND NOT p.del_flg
        AND p.id < coalesce(p_before, 2147483647)
        AND (p_member IS NULL OR p.field_id IN (SELECT project_id FROM project_members WHERE member_id = p_member))
      ORDER BY p.id DESC LIMIT p_limit
    ), page_tags AS (
      SELECT pt.photo_id,
        json_agg(json_build_array(t.id, t.name, t.tag_group_id, g.name) ORDER BY t.sort_id, t.id) AS tags
      FROM album_photo_tags pt
      JOIN album_tags t ON t.id = pt.tag_id
      LEFT JOIN album_tag_groups g ON g.id = t.tag_group_id
      WHERE pt.photo_id IN (SELECT id FROM page)
      GROUP BY pt.photo_id
    )
    SELECT string_agg(json_build_array(p.id, p.field_id, pr.case_name, p.storage_key, p.upload_filename,
        p.shot_at, p.registered_at, p.regist_member_id, m.name1, m.name2, p.updated_at, p.del_flg, p.sent,
        p.folder_id, f.name, p.favorite_flg, p.board_flg, p.board_settings, p.place_id, p.time_id,
        p.service_id, p.pickup_flg, pg.tags, p.place_sort_id, p.time_sort_id)::text, ',' ORDER BY p.id DESC)
    INTO page_json
    FROM page p
    JOIN projects pr ON pr.id = p.field_id
    JOIN members m ON m.id = p.regist_member_id
    LEFT JOIN album_folders f ON f.id = p.folder_id
    LEFT JOIN page_tags pg ON pg.photo_id = p.id;
  ELSE
    WITH page AS (
      SELECT * FROM album_photos p
      WHERE p.company_id = p_company AND NOT p.del_flg
        AND p.id < coalesce(p_before, 2147483647)
        AND (p_member IS NULL OR p.field_id IN (SELECT project_id FROM project_members WHERE member_id = p_member))
      ORDER BY p.id DESC LIMIT p_limit
    ), page_tags AS (
      SELECT pt.photo_id,
        json_agg(json_build_array(t.id, t.name, t.tag_group_id, g.name) ORDER BY t.sort_id, t.id) AS tags
      FROM album_photo_tags pt
      JOIN album_tags t ON t.id = pt.tag_id
      LEFT JOIN album_tag_groups g ON g.id = t.tag_group_id
      WHERE pt.photo_id IN (SELECT id FROM page)
      GROUP BY pt.photo_id
    )
    SELECT string_agg(json_build_array(p.id, p.field_id, pr.case_name, p.storage_key, p.upload_filename,
        p.shot_at, p.registered_at, p.regist_member_id, m.name1, m.name2, p.updated_at, p.del_flg, p.sent,
        p.folder_id, f.name, p.favorite_flg, p.board_flg, p.board_settings, p.place_id, p.time_id,
        p.service_id, p.pickup_flg, pg.tags, p.place_sort_id, p.time_sort_id)::text, ',' ORDER BY p.id DESC)
    INTO page_json
    FROM page p
    JOIN projects pr ON pr.id = p.field_id
    JOIN members m ON m.id = p.regist_member_id
    LEFT JOIN album_folders f ON f.id = p.folder_id
    LEFT JOIN page_tags pg ON pg.photo_id = p.id;
  END IF;
  RETURN page_json;
END
$$;
