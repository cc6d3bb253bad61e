CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "billing_ledger_entries_no_truncate" BEFORE TRUNCATE ON "billing_ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_invoices_no_truncate" BEFORE TRUNCATE ON "billing_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_invoice_lines_no_truncate" BEFORE TRUNCATE ON "billing_invoice_lines" FOR EACH STATEMENT EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_payments_no_truncate" BEFORE TRUNCATE ON "billing_payments" FOR EACH STATEMENT EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_allocations_no_truncate" BEFORE TRUNCATE ON "billing_allocations" FOR EACH STATEMENT EXECUTE FUNCTION "billing_refuse_change"();
