DROP INDEX "activities_child_date";--> statement-breakpoint
DROP INDEX "daily_reports_child_date";--> statement-breakpoint
DROP INDEX "daily_reports_date_idx";--> statement-breakpoint
DROP INDEX "incidents_child_date";--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_child_list_idx" ON "activities" USING btree ("child_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "daily_reports_list_idx" ON "daily_reports" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "daily_reports_child_list_idx" ON "daily_reports" USING btree ("child_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "incidents_list_idx" ON "incidents" USING btree ("date","time","id");--> statement-breakpoint
CREATE INDEX "incidents_child_list_idx" ON "incidents" USING btree ("child_id","date","time","id");--> statement-breakpoint
CREATE INDEX "incidents_pending_idx" ON "incidents" USING btree ("date","time","id") WHERE "incidents"."parent_notified" = false;--> statement-breakpoint
CREATE INDEX "parent_invitations_list_idx" ON "parent_invitations" USING btree ("created_at","id");