CREATE TABLE "account_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_members_account_member_unique" UNIQUE("account_id","member_id"),
	CONSTRAINT "account_members_role_valid" CHECK ("account_members"."role" in ('billing', 'technical', 'viewer', 'custom')),
	CONSTRAINT "account_members_not_owner" CHECK ("account_members"."account_id" <> "account_members"."member_id")
);
--> statement-breakpoint
CREATE TABLE "team_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"operation" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_invitations_role_valid" CHECK ("team_invitations"."role" in ('billing', 'technical', 'viewer', 'custom')),
	CONSTRAINT "team_invitations_email_lower_case" CHECK ("team_invitations"."email" = lower("team_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_members_member_idx" ON "account_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "team_activity_account_idx" ON "team_activity" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_open_unique" ON "team_invitations" USING btree ("account_id","email") WHERE "team_invitations"."accepted_at" is null and "team_invitations"."withdrawn_at" is null;