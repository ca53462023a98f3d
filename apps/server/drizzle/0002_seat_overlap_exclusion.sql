-- Two overlapping holds of one seat must be impossible, even under concurrent bookings.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_no_overlap" EXCLUDE USING gist (
  "trip_id" WITH =,
  "service_date" WITH =,
  "car_number" WITH =,
  "seat" WITH =,
  int4range("from_sequence", "to_sequence") WITH &&
);
