CREATE TABLE "telegram_link_attempts" (
	"chat_id" bigint PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
