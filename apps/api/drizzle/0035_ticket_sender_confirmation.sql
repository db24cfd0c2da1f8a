ALTER TABLE "support_tickets" ADD COLUMN "sender_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_confirm_token_unique" UNIQUE("confirm_token_hash");