CREATE TABLE "balance_adjustment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_tiyin" bigint NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"ledger_entry_id" bigint,
	CONSTRAINT "balance_adjustment_requests_status_valid" CHECK ("balance_adjustment_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "balance_adjustment_requests_amount_not_zero" CHECK ("balance_adjustment_requests"."amount_tiyin" <> 0),
	CONSTRAINT "balance_adjustment_requests_other_decider" CHECK ("balance_adjustment_requests"."decided_by" is null or "balance_adjustment_requests"."decided_by" <> "balance_adjustment_requests"."requested_by"),
	CONSTRAINT "balance_adjustment_requests_decided_complete" CHECK (("balance_adjustment_requests"."status" = 'pending') = ("balance_adjustment_requests"."decided_by" is null and "balance_adjustment_requests"."decided_at" is null)),
	CONSTRAINT "balance_adjustment_requests_approved_has_ledger" CHECK (("balance_adjustment_requests"."status" = 'approved') = ("balance_adjustment_requests"."ledger_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "balance_adjustment_requests" ADD CONSTRAINT "balance_adjustment_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustment_requests" ADD CONSTRAINT "balance_adjustment_requests_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustment_requests" ADD CONSTRAINT "balance_adjustment_requests_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustment_requests_status_idx" ON "balance_adjustment_requests" USING btree ("status","requested_at");