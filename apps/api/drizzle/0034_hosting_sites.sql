CREATE TABLE "hosting_site_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"site" text NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone,
	"warned_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hosting_site_certificates_site_unique" UNIQUE("order_id","site")
);
--> statement-breakpoint
ALTER TABLE "hosting_servers" ADD COLUMN "php_versions" jsonb;--> statement-breakpoint
ALTER TABLE "hosting_site_certificates" ADD CONSTRAINT "hosting_site_certificates_order_id_hosting_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hosting_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosting_site_certificates_state_idx" ON "hosting_site_certificates" USING btree ("state");