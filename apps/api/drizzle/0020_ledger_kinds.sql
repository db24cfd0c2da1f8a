ALTER TABLE "ledger_entries" ADD COLUMN "kind" text;--> statement-breakpoint
-- Older order payments learn what they bought from the order's charge event, written in the same
-- transaction with the same time and amount (order-money.ts); rows without such an event stay null.
UPDATE "ledger_entries" AS "l"
SET "kind" = "e"."action"
FROM "hosting_order_events" AS "e"
WHERE "l"."reason" = 'order_payment'
  AND "l"."reference_type" = 'hosting_order'
  AND "e"."order_id"::text = "l"."reference_id"
  AND "e"."kind" = 'charge'
  AND "e"."at" = "l"."created_at"
  AND ("e"."detail" ->> 'amount_tiyin')::bigint = -"l"."amount_tiyin"
  AND "e"."action" in ('create', 'extend', 'tariff_change', 'auto_renew');
