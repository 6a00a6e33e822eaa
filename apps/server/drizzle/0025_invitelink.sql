CREATE TABLE "open_invitation_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "open_invitation_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"chatroom_id" integer,
	"token" text NOT NULL,
	"created_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_invitation_links" ADD CONSTRAINT "open_invitation_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_invitation_links" ADD CONSTRAINT "open_invitation_links_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_invitation_links" ADD CONSTRAINT "open_invitation_links_chatroom_id_chat_rooms_id_fk" FOREIGN KEY ("chatroom_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_invitation_links" ADD CONSTRAINT "open_invitation_links_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_invitation_links_live_unique" ON "open_invitation_links" USING btree ("company_id","office_id",coalesce("chatroom_id", 0)) WHERE "open_invitation_links"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "open_invitation_links_token_unique" ON "open_invitation_links" USING btree ("token");