CREATE TABLE "autopay_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"card_id" integer,
	"max_charge_tiyin" bigint,
	"consent_version" text,
	"consented_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"subject" text,
	"period" text,
	"amount_tiyin" bigint NOT NULL,
	"receipt_id" text,
	"state" text NOT NULL,
	"failure_code" integer,
	"failure_message" text,
	"final" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_charges_state_valid" CHECK ("card_charges"."state" in ('paying', 'paid', 'failed')),
	CONSTRAINT "card_charges_amount_positive" CHECK ("card_charges"."amount_tiyin" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"masked_number" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"expiry_notice_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "autopay_settings" ADD CONSTRAINT "autopay_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_settings" ADD CONSTRAINT "autopay_settings_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_charges_invoice_unique" ON "card_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_charges_receipt_unique" ON "card_charges" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_charges_one_per_period" ON "card_charges" USING btree ("subject","period") WHERE "card_charges"."state" in ('paying', 'paid');--> statement-breakpoint
CREATE INDEX "card_charges_user_idx" ON "card_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_charges_state_idx" ON "card_charges" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_token_unique" ON "saved_cards" USING btree ("token");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");