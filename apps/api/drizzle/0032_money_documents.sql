CREATE TABLE "bank_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"payer_stir" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "bank_invoices_amount_positive" CHECK ("bank_invoices"."amount_tiyin" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_invoice_id" integer NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"payer_stir" text NOT NULL,
	"paid_on" text NOT NULL,
	"purpose" text NOT NULL,
	"statement_line_id" integer,
	"staff_id" integer NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"paid_on" text NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"payer_name" text NOT NULL,
	"payer_stir" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text,
	"bank_invoice_id" integer,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "money_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"number" text NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"period" text,
	"amount_tiyin" bigint,
	"ledger_entry_id" integer,
	"pdf" "bytea",
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"legal_name" text,
	"stir" text,
	"legal_address" text,
	"bank_account" text,
	"mfo" text,
	"director" text,
	"vat_payer" boolean DEFAULT false NOT NULL,
	"vat_code" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_details" (
	"id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"stir" text NOT NULL,
	"address" text NOT NULL,
	"bank_account" text NOT NULL,
	"mfo" text NOT NULL,
	"vat_payer" boolean NOT NULL,
	"vat_code" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_details_one_row" CHECK ("seller_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "bank_invoices" ADD CONSTRAINT "bank_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_bank_invoice_id_bank_invoices_id_fk" FOREIGN KEY ("bank_invoice_id") REFERENCES "public"."bank_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_bank_invoice_id_bank_invoices_id_fk" FOREIGN KEY ("bank_invoice_id") REFERENCES "public"."bank_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_profiles" ADD CONSTRAINT "payer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_invoices_reference_unique" ON "bank_invoices" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_payments_invoice_unique" ON "bank_payments" USING btree ("bank_invoice_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_source_unique" ON "money_documents" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "money_documents_user_idx" ON "money_documents" USING btree ("user_id","issued_at");