CREATE TABLE "domain_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"years" integer,
	"amount_tiyin" bigint DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "domain_operations_amount_not_negative" CHECK ("domain_operations"."amount_tiyin" >= 0),
	CONSTRAINT "domain_operations_status_valid" CHECK ("domain_operations"."status" in ('pending', 'manual', 'unknown', 'done', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "record_id" integer;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "hosting_order_id" integer;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "locked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "reminder_days_sent" integer;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_records" ADD COLUMN "verification" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_records" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_records" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "profile_records" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_operations" ADD CONSTRAINT "domain_operations_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_operations" ADD CONSTRAINT "domain_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_operations" ADD CONSTRAINT "domain_operations_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_domain_idx" ON "domain_events" USING btree ("domain_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_operations_open_unique" ON "domain_operations" USING btree ("domain_id") WHERE "domain_operations"."status" in ('pending', 'manual', 'unknown');--> statement-breakpoint
CREATE INDEX "domain_operations_due_idx" ON "domain_operations" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "domain_operations_domain_idx" ON "domain_operations" USING btree ("domain_id","id");--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_record_id_profile_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."profile_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_hosting_order_id_hosting_orders_id_fk" FOREIGN KEY ("hosting_order_id") REFERENCES "public"."hosting_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_records" ADD CONSTRAINT "profile_records_verified_by_staff_members_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;