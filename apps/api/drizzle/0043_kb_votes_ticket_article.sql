CREATE TABLE "kb_article_votes" (
	"article_id" integer NOT NULL,
	"visitor_hash" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kb_article_votes_pk" PRIMARY KEY("article_id","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "kb_article_slug" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "kb_article_title" text;--> statement-breakpoint
ALTER TABLE "kb_article_votes" ADD CONSTRAINT "kb_article_votes_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;