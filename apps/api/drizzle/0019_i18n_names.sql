ALTER TABLE "hosting_servers" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hosting_servers" ADD COLUMN "location_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hosting_tariffs" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;