ALTER TABLE "staff_members" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_invite_token_unique" UNIQUE("invite_token_hash");--> statement-breakpoint
-- Accounts made before invitations existed were made from the shell, active at once.
UPDATE "staff_members" SET "activated_at" = "created_at" WHERE "activated_at" IS NULL;
