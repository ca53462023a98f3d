ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "supplier_item_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "supplier_customer_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "supplier_blank_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "blank_number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "void_till" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_reference" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_state" text;--> statement-breakpoint
CREATE INDEX "orders_supplier_state_idx" ON "orders" USING btree ("supplier_state");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_state_check" CHECK ("orders"."supplier_state" is null or "orders"."supplier_state" in ('reserving', 'reserved', 'confirming', 'confirmed', 'refused', 'cancelled'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('late_payment', 'cancelled_order', 'second_payment', 'ticket_return', 'supplier_refused'));