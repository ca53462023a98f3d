CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_name" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" jsonb NOT NULL,
	CONSTRAINT "feeds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"weekdays" smallint NOT NULL,
	"start_date" date,
	"end_date" date,
	"added_dates" date[] DEFAULT '{}' NOT NULL,
	"removed_dates" date[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer,
	"feed_id" integer,
	"external_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "stations_type_check" CHECK ("stations"."type" in ('RailwayStation', 'Airport', 'BusStop'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"feed_id" integer NOT NULL,
	"from_station_id" integer NOT NULL,
	"to_station_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "transfers_from_station_id_to_station_id_pk" PRIMARY KEY("from_station_id","to_station_id")
);
--> statement-breakpoint
CREATE TABLE "trip_stops" (
	"trip_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"station_id" integer NOT NULL,
	"arrival_offset" integer NOT NULL,
	"departure_offset" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"boarding" boolean DEFAULT true NOT NULL,
	"alighting" boolean DEFAULT true NOT NULL,
	CONSTRAINT "trip_stops_trip_id_sequence_pk" PRIMARY KEY("trip_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"mode" text NOT NULL,
	"number" text NOT NULL,
	"name" text,
	"time_zone" text NOT NULL,
	"departure_minute" integer NOT NULL,
	"properties" jsonb NOT NULL,
	CONSTRAINT "trips_mode_check" CHECK ("trips"."mode" in ('PLANE', 'TRAIN', 'BUS'))
);
--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_station_id_stations_id_fk" FOREIGN KEY ("from_station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_station_id_stations_id_fk" FOREIGN KEY ("to_station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stations_city_idx" ON "stations" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "stations_feed_idx" ON "stations" USING btree ("feed_id","external_id");--> statement-breakpoint
CREATE INDEX "trip_stops_station_idx" ON "trip_stops" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "trips_feed_idx" ON "trips" USING btree ("feed_id");