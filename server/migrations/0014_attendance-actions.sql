CREATE TABLE "attendance_actions" (
	"client_action_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"attendance_id" integer,
	"happened_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_actions" ADD CONSTRAINT "attendance_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_actions" ADD CONSTRAINT "attendance_actions_attendance_id_attendance_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendance"("id") ON DELETE no action ON UPDATE no action;