ALTER TABLE "bank_statement_lines" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "ledger_entry_id" integer;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "handled_reason" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_documents_number_idx" ON "money_documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payer_profiles_stir_idx" ON "payer_profiles" USING btree ("stir");--> statement-breakpoint
CREATE INDEX "hosting_orders_panel_login_idx" ON "hosting_orders" USING btree ("panel_login");