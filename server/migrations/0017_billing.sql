CREATE TABLE "billing_account_children" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"charge_registration" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_account_children_discount" CHECK ("billing_account_children"."discount_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "billing_account_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_allocations_positive" CHECK ("billing_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"entry_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_late_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "billing_late_fees_positive" CHECK ("billing_late_fees"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"charge_kind" text,
	"amount_cents" integer NOT NULL,
	"child_id" integer,
	"period_start" date,
	"payment_id" integer,
	"late_fee_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"entry_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_ledger_sign" CHECK (case "billing_ledger_entries"."kind"
            when 'charge' then "billing_ledger_entries"."amount_cents" > 0 and "billing_ledger_entries"."charge_kind" is not null
            when 'payment' then "billing_ledger_entries"."amount_cents" < 0 and "billing_ledger_entries"."charge_kind" is null
              and "billing_ledger_entries"."payment_id" is not null
            when 'credit' then "billing_ledger_entries"."amount_cents" < 0 and "billing_ledger_entries"."charge_kind" is null
            else "billing_ledger_entries"."amount_cents" <> 0 and "billing_ledger_entries"."charge_kind" is null end)
);
--> statement-breakpoint
CREATE TABLE "billing_payers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"parent_account_id" integer,
	"third_party_name" text,
	"share_basis_points" integer DEFAULT 0 NOT NULL,
	"fixed_amount_cents" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_payers_kind" CHECK (("billing_payers"."parent_account_id" is not null and "billing_payers"."third_party_name" is null
           and "billing_payers"."fixed_amount_cents" is null and "billing_payers"."share_basis_points" between 0 and 10000)
       or ("billing_payers"."parent_account_id" is null and "billing_payers"."third_party_name" is not null
           and "billing_payers"."fixed_amount_cents" >= 0 and "billing_payers"."share_basis_points" = 0))
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"method" text NOT NULL,
	"check_number" text,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_payments_positive" CHECK ("billing_payments"."amount_cents" > 0),
	CONSTRAINT "billing_payments_check_number" CHECK (("billing_payments"."method" = 'check') = ("billing_payments"."check_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "billing_plan_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"registration_fee_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_plan_prices_amounts" CHECK ("billing_plan_prices"."amount_cents" >= 0 and "billing_plan_prices"."registration_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cycle" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"version" integer NOT NULL,
	"tax_document_id" integer,
	"total_paid_cents" integer NOT NULL,
	"run_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "payment_payee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "payment_bank_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "payment_check_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "payment_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "invoice_due_days" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "late_fee_cents" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "late_fee_grace_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_account_children" ADD CONSTRAINT "billing_account_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_account_children" ADD CONSTRAINT "billing_account_children_account_id_billing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_account_plans" ADD CONSTRAINT "billing_account_plans_account_id_billing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_account_plans" ADD CONSTRAINT "billing_account_plans_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_account_plans" ADD CONSTRAINT "billing_account_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_allocations" ADD CONSTRAINT "billing_allocations_entry_id_billing_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."billing_ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_allocations" ADD CONSTRAINT "billing_allocations_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_entry_id_billing_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."billing_ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_payer_id_billing_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."billing_payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_account_id_billing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_late_fees" ADD CONSTRAINT "billing_late_fees_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_late_fees" ADD CONSTRAINT "billing_late_fees_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger_entries" ADD CONSTRAINT "billing_ledger_entries_payer_id_billing_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."billing_payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger_entries" ADD CONSTRAINT "billing_ledger_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger_entries" ADD CONSTRAINT "billing_ledger_entries_payment_id_billing_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger_entries" ADD CONSTRAINT "billing_ledger_entries_late_fee_id_billing_late_fees_id_fk" FOREIGN KEY ("late_fee_id") REFERENCES "public"."billing_late_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger_entries" ADD CONSTRAINT "billing_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payers" ADD CONSTRAINT "billing_payers_account_id_billing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payers" ADD CONSTRAINT "billing_payers_parent_account_id_parent_accounts_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."parent_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_payer_id_billing_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."billing_payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_prices" ADD CONSTRAINT "billing_plan_prices_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_prices" ADD CONSTRAINT "billing_plan_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_payer_id_billing_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."billing_payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_tax_document_id_tax_documents_id_fk" FOREIGN KEY ("tax_document_id") REFERENCES "public"."tax_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_account_children_account_idx" ON "billing_account_children" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_account_plans_account_from" ON "billing_account_plans" USING btree ("account_id","effective_from");--> statement-breakpoint
CREATE INDEX "billing_allocations_invoice_idx" ON "billing_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "billing_allocations_entry_idx" ON "billing_allocations" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_lines_entry" ON "billing_invoice_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "billing_invoice_lines_invoice_idx" ON "billing_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_payer_period" ON "billing_invoices" USING btree ("payer_id","cycle","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number" ON "billing_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "billing_invoices_due_idx" ON "billing_invoices" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_late_fees_invoice" ON "billing_late_fees" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "billing_late_fees_status_idx" ON "billing_late_fees" USING btree ("status");--> statement-breakpoint
CREATE INDEX "billing_ledger_payer_idx" ON "billing_ledger_entries" USING btree ("payer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_payment" ON "billing_ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_late_fee" ON "billing_ledger_entries" USING btree ("late_fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payers_account_parent" ON "billing_payers" USING btree ("account_id","parent_account_id") WHERE "billing_payers"."parent_account_id" is not null;--> statement-breakpoint
CREATE INDEX "billing_payers_parent_idx" ON "billing_payers" USING btree ("parent_account_id");--> statement-breakpoint
CREATE INDEX "billing_payments_payer_idx" ON "billing_payments" USING btree ("payer_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plan_prices_plan_from" ON "billing_plan_prices" USING btree ("plan_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_one_default" ON "billing_plans" USING btree ("is_default") WHERE "billing_plans"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_payer_year_version" ON "billing_statements" USING btree ("payer_id","tax_year","version");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_payer_run" ON "billing_statements" USING btree ("payer_id","run_key");--> statement-breakpoint
CREATE FUNCTION "billing_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'billing records are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'object_not_in_prerequisite_state';
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "billing_ledger_entries" FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_invoices_append_only" BEFORE UPDATE OR DELETE ON "billing_invoices" FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_invoice_lines_append_only" BEFORE UPDATE OR DELETE ON "billing_invoice_lines" FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_payments_append_only" BEFORE UPDATE OR DELETE ON "billing_payments" FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "billing_allocations_append_only" BEFORE UPDATE OR DELETE ON "billing_allocations" FOR EACH ROW EXECUTE FUNCTION "billing_refuse_change"();
