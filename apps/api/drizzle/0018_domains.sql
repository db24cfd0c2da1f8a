CREATE TABLE "domain_prices" (
	"zone" text NOT NULL,
	"action" text NOT NULL,
	"years" integer NOT NULL,
	"price_tiyin" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domain_prices_pk" PRIMARY KEY("zone","action","years"),
	CONSTRAINT "domain_prices_years_valid" CHECK ("domain_prices"."years" between 1 and 10),
	CONSTRAINT "domain_prices_positive" CHECK ("domain_prices"."price_tiyin" > 0),
	CONSTRAINT "domain_prices_action_valid" CHECK ("domain_prices"."action" in ('register', 'renew', 'transfer', 'restore'))
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"zone" text NOT NULL,
	"status" text NOT NULL,
	"registrar_id" text,
	"expires_at" timestamp with time zone,
	"nameservers" jsonb NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_live_name_unique" ON "domains" USING btree ("name") WHERE "domains"."status" not in ('failed', 'expired');--> statement-breakpoint
CREATE INDEX "domains_user_idx" ON "domains" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "domains_expiry_idx" ON "domains" USING btree ("status","expires_at");