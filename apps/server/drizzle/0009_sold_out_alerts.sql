CREATE TABLE "sold_out_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"trip_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"from_station_id" integer NOT NULL,
	"to_station_id" integer NOT NULL,
	"mode" text NOT NULL,
	"wanted_class" text,
	"title" text NOT NULL,
	"departure_time" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"unsubscribe_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sold_out_alerts_mode_check" CHECK ("sold_out_alerts"."mode" in ('PLANE', 'TRAIN', 'BUS'))
);
--> statement-breakpoint
ALTER TABLE "sold_out_alerts" ADD CONSTRAINT "sold_out_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sold_out_alerts_live_idx" ON "sold_out_alerts" USING btree ("user_id","trip_id","service_date","from_station_id","to_station_id",coalesce("wanted_class", '')) WHERE "sold_out_alerts"."notified_at" is null and "sold_out_alerts"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sold_out_alerts_user_key_idx" ON "sold_out_alerts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sold_out_alerts_unsubscribe_idx" ON "sold_out_alerts" USING btree ("unsubscribe_hash");--> statement-breakpoint
CREATE INDEX "sold_out_alerts_trip_idx" ON "sold_out_alerts" USING btree ("trip_id","service_date") WHERE "sold_out_alerts"."notified_at" is null and "sold_out_alerts"."cancelled_at" is null;