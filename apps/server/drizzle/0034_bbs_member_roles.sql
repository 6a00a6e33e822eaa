ALTER TABLE "project_members" ADD COLUMN "sales_manager" boolean;--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "foreman" boolean;