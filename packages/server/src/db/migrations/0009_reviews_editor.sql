DROP INDEX "aircraft_model_reviews_review_idx";--> statement-breakpoint
DROP INDEX "car_family_reviews_review_idx";--> statement-breakpoint
DROP INDEX "rail_vehicle_reviews_review_idx";--> statement-breakpoint
DROP INDEX "road_vehicle_reviews_review_idx";--> statement-breakpoint
DROP INDEX "ship_load_type_reviews_review_idx";--> statement-breakpoint
DROP INDEX "supplier_type_reviews_review_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_model_reviews_unique" ON "aircraft_model_reviews" USING btree ("review_id","aircraft_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_family_reviews_unique" ON "car_family_reviews" USING btree ("review_id",lower("family_model"));--> statement-breakpoint
CREATE UNIQUE INDEX "rail_vehicle_reviews_unique" ON "rail_vehicle_reviews" USING btree ("review_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "road_vehicle_reviews_unique" ON "road_vehicle_reviews" USING btree ("review_id","vehicle_id",coalesce("euro_standard", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "ship_load_type_reviews_unique" ON "ship_load_type_reviews" USING btree ("review_id","ship_load_type","ship_fuel_type");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_type_reviews_unique" ON "supplier_type_reviews" USING btree ("review_id",lower(coalesce("supplier_name", '')),"type");--> statement-breakpoint
CREATE INDEX "reports_review_idx" ON "reports" USING btree ("review_id","consolidated_at");