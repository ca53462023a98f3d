CREATE TABLE "trip_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_transport_type_check";--> statement-breakpoint
DROP INDEX "refunds_passenger_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disrupted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disruption" text;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_cancellations_trip_date_idx" ON "trip_cancellations" USING btree ("trip_id","service_date");--> statement-breakpoint
CREATE INDEX "refunds_passenger_idx" ON "refunds" USING btree ("passenger_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transport_type_check" CHECK ("orders"."transport_type" in ('bus', 'avia', 'train', 'combined'));--> statement-breakpoint
UPDATE "order_items" SET "returned_at" = now() FROM "order_passengers" WHERE "order_passengers"."id" = "order_items"."passenger_id" AND "order_passengers"."status" = 'RETURNED';
