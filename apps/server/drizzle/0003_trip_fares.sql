ALTER TABLE "trips" ADD COLUMN "fare_base" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "fare_per_km" integer;