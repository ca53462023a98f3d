CREATE TABLE "seat_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"car_number" smallint NOT NULL,
	"seat" text NOT NULL,
	"from_sequence" smallint NOT NULL,
	"to_sequence" smallint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_holds_segment_check" CHECK ("seat_holds"."from_sequence" < "seat_holds"."to_sequence")
);
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_holds_trip_idx" ON "seat_holds" USING btree ("trip_id","service_date");