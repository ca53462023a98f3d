CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"ride_id" integer NOT NULL,
	"car_number" smallint NOT NULL,
	"seat" text,
	"fare" integer NOT NULL,
	"service_charge" integer NOT NULL,
	"extras" integer NOT NULL,
	"total" integer NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "order_items_money_check" CHECK ("order_items"."fare" >= 0 and "order_items"."service_charge" >= 0 and "order_items"."extras" >= 0 and "order_items"."total" = "order_items"."fare" + "order_items"."service_charge" + "order_items"."extras")
);
--> statement-breakpoint
CREATE TABLE "order_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"sex" text NOT NULL,
	"birthday" date NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"document_valid_till" date,
	"citizenship" text NOT NULL,
	CONSTRAINT "order_passengers_status_check" CHECK ("order_passengers"."status" in ('WAITING', 'PAID', 'CANCELLED', 'RETURNED', 'NOT_PAID'))
);
--> statement-breakpoint
CREATE TABLE "order_rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"trip_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"from_station_id" integer NOT NULL,
	"to_station_id" integer NOT NULL,
	"from_sequence" smallint NOT NULL,
	"to_sequence" smallint NOT NULL,
	"mode" text NOT NULL,
	"number" text NOT NULL,
	"carrier" text NOT NULL,
	"origin_name" text NOT NULL,
	"destination_name" text NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"points" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transport_type" text NOT NULL,
	"status" text NOT NULL,
	"route_id" text NOT NULL,
	"service_class" text,
	"total_price" integer NOT NULL,
	"service_charge" integer NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "orders_transport_type_check" CHECK ("orders"."transport_type" in ('bus', 'avia', 'train')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('WAITING', 'PAID', 'CANCELLED', 'RETURNED', 'NOT_PAID')),
	CONSTRAINT "orders_price_check" CHECK ("orders"."total_price" >= 0 and "orders"."service_charge" >= 0)
);
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ride_id_order_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."order_rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rides" ADD CONSTRAINT "order_rides_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_passengers_order_idx" ON "order_passengers" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rides_order_idx" ON "order_rides" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("status","hold_expires_at");--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_holds_order_idx" ON "seat_holds" USING btree ("order_id");