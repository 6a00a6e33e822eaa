CREATE TABLE "system_admin_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_admin_profiles" ADD CONSTRAINT "system_admin_profiles_user_id_system_admins_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."system_admins"("user_id") ON DELETE cascade ON UPDATE no action;