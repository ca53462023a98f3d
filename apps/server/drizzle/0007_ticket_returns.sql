ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "passenger_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_passenger_idx" ON "refunds" USING btree ("passenger_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('late_payment', 'cancelled_order', 'second_payment', 'ticket_return'));