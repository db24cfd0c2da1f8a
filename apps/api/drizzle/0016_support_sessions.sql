ALTER TABLE "sessions" ADD COLUMN "support_staff_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "expires_at" timestamp with time zone;