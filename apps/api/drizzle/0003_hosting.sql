CREATE TABLE "hosting_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"action" text NOT NULL,
	"ok" boolean DEFAULT true NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"status" text NOT NULL,
	"pay_type" integer NOT NULL,
	"period_price_tiyin" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"panel_login" text NOT NULL,
	"panel_password_sealed" text NOT NULL,
	"reminder_days_sent" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hosting_orders_panel_login_unique" UNIQUE("server_id","panel_login"),
	CONSTRAINT "hosting_orders_price_positive" CHECK ("hosting_orders"."period_price_tiyin" > 0)
);
--> statement-breakpoint
CREATE TABLE "hosting_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ip" text,
	"location" text,
	"cpu" text,
	"ram" text,
	"panel_url" text,
	"port_http" integer,
	"port_https" integer,
	"port_ispmanager" integer,
	"dns_primary" text,
	"dns_secondary" text,
	"api_url" text NOT NULL,
	"login_base_url" text,
	"wap_url_template" text,
	"admin_login" text NOT NULL,
	"admin_password_sealed" text NOT NULL,
	"tls_insecure" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"name" text NOT NULL,
	"preset" text NOT NULL,
	"limits" jsonb NOT NULL,
	"prices" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosting_order_events" ADD CONSTRAINT "hosting_order_events_order_id_hosting_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hosting_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD CONSTRAINT "hosting_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD CONSTRAINT "hosting_orders_server_id_hosting_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."hosting_servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_orders" ADD CONSTRAINT "hosting_orders_tariff_id_hosting_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."hosting_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_tariffs" ADD CONSTRAINT "hosting_tariffs_server_id_hosting_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."hosting_servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosting_order_events_order_idx" ON "hosting_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "hosting_orders_user_idx" ON "hosting_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "hosting_orders_due_idx" ON "hosting_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "hosting_tariffs_server_idx" ON "hosting_tariffs" USING btree ("server_id");