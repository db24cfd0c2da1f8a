CREATE TABLE "hosting_order_usage" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"disk_notice_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hosting_order_usage" ADD CONSTRAINT "hosting_order_usage_order_id_hosting_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hosting_orders"("id") ON DELETE cascade ON UPDATE no action;