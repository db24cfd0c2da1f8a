CREATE TABLE "mail_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_blocks_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "mail_blocks_not_self" CHECK ("mail_blocks"."blocker_id" <> "mail_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "mail_messages_body_length" CHECK (char_length("mail_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "mail_blocks" ADD CONSTRAINT "mail_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_blocks" ADD CONSTRAINT "mail_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_blocks_blocked_idx" ON "mail_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "mail_messages_pair_idx" ON "mail_messages" USING btree ("sender_id","recipient_id","id");--> statement-breakpoint
CREATE INDEX "mail_messages_recipient_idx" ON "mail_messages" USING btree ("recipient_id","sender_id","id");--> statement-breakpoint
CREATE INDEX "mail_messages_unread_idx" ON "mail_messages" USING btree ("recipient_id","sender_id") WHERE "mail_messages"."read_at" is null;