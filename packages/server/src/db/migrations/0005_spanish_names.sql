ALTER TABLE "aircraft_families" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "rail_vehicles" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "road_vehicles" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "ship_types" ADD COLUMN "name_es" text;