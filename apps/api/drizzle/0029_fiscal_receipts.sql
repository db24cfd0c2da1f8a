CREATE TABLE "fiscal_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"status_code" integer,
	"message" text,
	"receipt_id" text,
	"terminal_id" text,
	"fiscal_sign" text,
	"qr_code_url" text,
	"fiscal_date" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fiscal_receipts_status_valid" CHECK ("fiscal_receipts"."status" in ('pending', 'accepted', 'refused')),
	CONSTRAINT "fiscal_receipts_type_valid" CHECK ("fiscal_receipts"."type" in ('PERFORM', 'CANCEL'))
);
--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_invoice_type_unique" ON "fiscal_receipts" USING btree ("invoice_id","type");