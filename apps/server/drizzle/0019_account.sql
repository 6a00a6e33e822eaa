CREATE TABLE "account_changes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"company_allowance_id" integer NOT NULL,
	"cost" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_details" ADD COLUMN "cost_type" smallint;--> statement-breakpoint
ALTER TABLE "member_details" ADD COLUMN "cost" integer;--> statement-breakpoint
ALTER TABLE "member_details" ADD COLUMN "hour_cost" integer;--> statement-breakpoint
ALTER TABLE "member_details" ADD COLUMN "monthly_cost" integer;--> statement-breakpoint
ALTER TABLE "member_details" ADD COLUMN "monthly_payment_cost" integer;--> statement-breakpoint
ALTER TABLE "member_details" ADD COLUMN "hour_allowance_cost" integer;--> statement-breakpoint
ALTER TABLE "member_details" ADD COLUMN "field_volume_cost" integer;--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_token_hash_account_tokens_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."account_tokens"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_allowances" ADD CONSTRAINT "company_allowances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_allowances" ADD CONSTRAINT "member_allowances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_allowances" ADD CONSTRAINT "member_allowances_company_allowance_id_company_allowances_id_fk" FOREIGN KEY ("company_allowance_id") REFERENCES "public"."company_allowances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_changes_user_idx" ON "account_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_allowances_company_name_unique" ON "company_allowances" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "member_allowances_member_allowance_unique" ON "member_allowances" USING btree ("member_id","company_allowance_id");--> statement-breakpoint
CREATE INDEX "member_allowances_allowance_idx" ON "member_allowances" USING btree ("company_allowance_id");