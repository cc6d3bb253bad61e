CREATE TABLE "guardian_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"parent_account_id" integer NOT NULL,
	"relationship" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"removed_by_user_id" integer,
	"payer" text,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_invitations" ADD COLUMN "relationship" text;--> statement-breakpoint
ALTER TABLE "guardian_removals" ADD CONSTRAINT "guardian_removals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_removals" ADD CONSTRAINT "guardian_removals_parent_account_id_parent_accounts_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."parent_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_removals" ADD CONSTRAINT "guardian_removals_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_removals_child_idx" ON "guardian_removals" USING btree ("child_id","removed_at");