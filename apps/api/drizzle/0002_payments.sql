CREATE TABLE "click_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"click_trans_id" text NOT NULL,
	"click_paydoc_id" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"state" text NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "click_attempts_click_trans_id_unique" UNIQUE("click_trans_id"),
	CONSTRAINT "click_attempts_state_valid" CHECK ("click_attempts"."state" in ('prepared', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"merchant" text NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount_tiyin" > 0),
	CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('pending', 'paid', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_tiyin" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payme_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"payme_id" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"payme_time" bigint NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"state" integer NOT NULL,
	"reason" integer,
	"create_time" bigint NOT NULL,
	"perform_time" bigint DEFAULT 0 NOT NULL,
	"cancel_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payme_transactions_payme_id_unique" UNIQUE("payme_id"),
	CONSTRAINT "payme_transactions_state_valid" CHECK ("payme_transactions"."state" in (1, 2, -1, -2))
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"params" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "click_attempts" ADD CONSTRAINT "click_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payme_transactions" ADD CONSTRAINT "payme_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payme_transactions_one_live_per_invoice" ON "payme_transactions" USING btree ("invoice_id") WHERE "payme_transactions"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "payme_transactions_time_idx" ON "payme_transactions" USING btree ("payme_time");--> statement-breakpoint
CREATE INDEX "payment_callbacks_provider_idx" ON "payment_callbacks" USING btree ("provider","created_at");