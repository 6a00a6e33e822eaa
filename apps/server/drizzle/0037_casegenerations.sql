CREATE TABLE "case_list_generations" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand after drizzle-kit (it does not model triggers). A case-list total depends on the company's
-- projects, their members (who takes part) and its customers (the keyword searches their names and addresses):
-- every statement that writes one of them bumps the generation of each company it touched, once per statement
-- (a bulk insert of 50,000 projects is one bump), in the writing transaction, so a reader sees the new rows and
-- the new generation together. A member row names its project, whose company it bumps; when the project is
-- deleted too (a cascade), the project's own trigger has bumped its company.
CREATE FUNCTION "case_list_generations_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "case_list_generations" SET "generation" = "generation" + 1;
  ELSIF TG_TABLE_NAME = 'project_members' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "case_list_generations" AS g ("company_id", "generation")
        SELECT DISTINCT p."company_id", 1 FROM "new_rows" n JOIN "projects" p ON p."id" = n."project_id"
      ON CONFLICT ("company_id") DO UPDATE SET "generation" = g."generation" + 1;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO "case_list_generations" AS g ("company_id", "generation")
        SELECT DISTINCT p."company_id", 1 FROM "old_rows" o JOIN "projects" p ON p."id" = o."project_id"
      ON CONFLICT ("company_id") DO UPDATE SET "generation" = g."generation" + 1;
    ELSE
      INSERT INTO "case_list_generations" AS g ("company_id", "generation")
        SELECT DISTINCT p."company_id", 1 FROM (
          SELECT "project_id" FROM "old_rows" UNION SELECT "project_id" FROM "new_rows"
        ) AS r JOIN "projects" p ON p."id" = r."project_id"
      ON CONFLICT ("company_id") DO UPDATE SET "generation" = g."generation" + 1;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "case_list_generations" AS g ("company_id", "generation")
      SELECT DISTINCT "company_id", 1 FROM "new_rows"
    ON CONFLICT ("company_id") DO UPDATE SET "generation" = g."generation" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "case_list_generations" AS g ("company_id", "generation")
      SELECT DISTINCT "company_id", 1 FROM "old_rows"
    ON CONFLICT ("company_id") DO UPDATE SET "generation" = g."generation" + 1;
  ELSE
    INSERT INTO "case_list_generations" AS g ("company_id", "generation")
      SELECT "company_id", 1 FROM "old_rows" UNION SELECT "company_id", 1 FROM "new_rows"
    ON CONFLICT ("company_id") DO UPDATE SET "generation" = g."generation" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_projects_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_projects_update" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_projects_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_projects_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_project_members_insert" AFTER INSERT ON "project_members"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_project_members_update" AFTER UPDATE ON "project_members"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_project_members_delete" AFTER DELETE ON "project_members"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_project_members_truncate" AFTER TRUNCATE ON "project_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_customers_insert" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_customers_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_customers_delete" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
--> statement-breakpoint
CREATE TRIGGER "case_list_generations_customers_truncate" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "case_list_generations_bump"();
