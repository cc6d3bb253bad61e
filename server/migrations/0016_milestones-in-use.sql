ALTER TABLE "milestone_badges" ADD COLUMN "rule_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_templates" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "child_milestones_child_template" ON "child_milestones" USING btree ("child_id","template_id");--> statement-breakpoint
CREATE INDEX "child_milestones_template_idx" ON "child_milestones" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_badges_child_rule" ON "milestone_badges" USING btree ("child_id","rule_key");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_progress_child_category" ON "milestone_progress" USING btree ("child_id","category_id");--> statement-breakpoint
CREATE INDEX "milestone_templates_category_idx" ON "milestone_templates" USING btree ("category_id");