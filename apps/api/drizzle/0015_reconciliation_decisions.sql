CREATE TABLE "reconciliation_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"decision" text NOT NULL,
	"note" text NOT NULL,
	"staff_id" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_decisions_item_unique" ON "reconciliation_decisions" USING btree ("kind","item_id");