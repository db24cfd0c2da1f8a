ALTER TABLE "hosting_servers" ADD COLUMN "mail_host" text;--> statement-breakpoint
ALTER TABLE "hosting_servers" ADD COLUMN "webmail_url" text;--> statement-breakpoint
ALTER TABLE "hosting_servers" ADD COLUMN "phpmyadmin" boolean DEFAULT false NOT NULL;