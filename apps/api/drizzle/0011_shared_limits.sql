CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "promo_code_failures" CASCADE;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "telegram_link_attempts" CASCADE;