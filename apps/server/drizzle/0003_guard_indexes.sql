CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "company_contracts_company_idx" ON "company_contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "offices_company_idx" ON "offices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "member_offices_office_idx" ON "member_offices" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "members_company_idx" ON "members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "chat_room_members_member_idx" ON "chat_room_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_company_idx" ON "chat_rooms" USING btree ("company_id");