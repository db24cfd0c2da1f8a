CREATE TABLE "staff_login_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"count" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_ip" text NOT NULL,
	CONSTRAINT "staff_login_refusals_window_unique" UNIQUE("subject","window_start")
);
