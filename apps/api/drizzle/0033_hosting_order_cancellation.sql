ALTER TABLE "hosting_orders" ADD COLUMN "cancel_when" text;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD COLUMN "cancel_refund_tiyin" bigint;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD CONSTRAINT "hosting_orders_cancel_when_valid" CHECK ("hosting_orders"."cancel_when" in ('now', 'end_of_term'));--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD CONSTRAINT "hosting_orders_cancel_refund_nonnegative" CHECK ("hosting_orders"."cancel_refund_tiyin" >= 0);