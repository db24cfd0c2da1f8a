CREATE TABLE "profile_record_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_record_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "profile_record_files_record_kind_unique" UNIQUE("record_id","kind"),
	CONSTRAINT "profile_record_files_kind_valid" CHECK ("profile_record_files"."kind" in ('passport_photo', 'passport_main_page', 'residence_page')),
	CONSTRAINT "profile_record_files_type_valid" CHECK ("profile_record_files"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "profile_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"middlename" text,
	"birthday" date NOT NULL,
	"passport" text NOT NULL,
	"passport_issued_by" text NOT NULL,
	"passport_issued_at" date NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"district" text,
	"address" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_records_region_only_uz" CHECK ("profile_records"."region" is null or "profile_records"."country" = 'UZ')
);
--> statement-breakpoint
ALTER TABLE "profile_record_files" ADD CONSTRAINT "profile_record_files_record_id_profile_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."profile_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_records" ADD CONSTRAINT "profile_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_records_user_idx" ON "profile_records" USING btree ("user_id","id");