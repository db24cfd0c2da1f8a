ALTER TABLE "kb_article_texts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "kb_article_texts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case language when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, translate(title, 'ʻʼ‘’''`', '')), 'A') || setweight(to_tsvector(case language when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, translate(body, 'ʻʼ‘’''`', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the generated column took its GIN index with it: built again on the new column.
CREATE INDEX "kb_article_texts_search_idx" ON "kb_article_texts" USING gin ("search_vector");
