ALTER TABLE "users" ALTER COLUMN "birthday" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "sex" DROP NOT NULL;--> statement-breakpoint
-- Accounts deleted before this migration kept an invented birthday (1900-01-01) and their owner's sex.
UPDATE "users" SET "birthday" = NULL, "sex" = NULL WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_of_live_account" CHECK ("users"."deleted_at" is not null or ("users"."birthday" is not null and "users"."sex" is not null));
