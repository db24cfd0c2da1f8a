CREATE TABLE "kb_article_texts" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case language when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, title), 'A') || setweight(to_tsvector(case language when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, body), 'B')) STORED NOT NULL,
	CONSTRAINT "kb_article_texts_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "kb_article_texts_language_valid" CHECK ("kb_article_texts"."language" in ('uz', 'uzc', 'ru', 'en', 'tj'))
);
--> statement-breakpoint
CREATE TABLE "kb_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "kb_articles_status_valid" CHECK ("kb_articles"."status" in ('draft', 'published')),
	CONSTRAINT "kb_articles_category_valid" CHECK ("kb_articles"."category" in ('billing', 'hosting', 'domains', 'account')),
	CONSTRAINT "kb_articles_published_has_time" CHECK ("kb_articles"."status" = 'draft' or "kb_articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "kb_suggestion_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_suggestion_events_kind_valid" CHECK ("kb_suggestion_events"."kind" in ('opened', 'ticket_not_opened'))
);
--> statement-breakpoint
ALTER TABLE "kb_article_texts" ADD CONSTRAINT "kb_article_texts_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_suggestion_events" ADD CONSTRAINT "kb_suggestion_events_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_article_texts_search_idx" ON "kb_article_texts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "kb_suggestion_events_article_idx" ON "kb_suggestion_events" USING btree ("article_id","kind");