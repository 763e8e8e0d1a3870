-- The report list at a million reports (docs/scaling.md "The report list"): trigram indexes need pg_trgm, which
-- PostgreSQL 13+ lets a database's owner create (a trusted extension); the embedded database loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "reports_company_type_idx";--> statement-breakpoint
CREATE INDEX "reports_list_date_idx" ON "reports" USING btree ("company_id","type","business_trip","date","id");--> statement-breakpoint
CREATE INDEX "reports_list_reference_idx" ON "reports" USING btree ("company_id","type","business_trip","reference","id");--> statement-breakpoint
CREATE INDEX "reports_list_project_reference_idx" ON "reports" USING btree ("company_id","type","business_trip",lower("project_reference"),"id");--> statement-breakpoint
CREATE INDEX "reports_list_project_name_idx" ON "reports" USING btree ("company_id","type","business_trip",lower("project_name"),"id");--> statement-breakpoint
CREATE INDEX "reports_list_co2_idx" ON "reports" USING btree ("company_id","type","business_trip","co2_total","id");--> statement-breakpoint
CREATE INDEX "reports_list_origin_idx" ON "reports" USING btree ("company_id","type","business_trip",lower("origin"),"id");--> statement-breakpoint
CREATE INDEX "reports_list_destination_idx" ON "reports" USING btree ("company_id","type","business_trip",lower("destination"),"id");--> statement-breakpoint
CREATE INDEX "reports_list_author_idx" ON "reports" USING btree ("company_id","type","business_trip","created_by_id","id");--> statement-breakpoint
CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin (("reference" || E'\x1f' || "project_name" || E'\x1f' || "project_reference" || E'\x1f' || "origin" || E'\x1f' || "destination") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_origin_locality_trgm_idx" ON "reports" USING gin ("origin_locality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_destination_locality_trgm_idx" ON "reports" USING gin ("destination_locality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_origin_country_idx" ON "reports" USING btree ("company_id",upper("origin_gmaps" -> 'country' ->> 'short_name'));--> statement-breakpoint
CREATE INDEX "reports_destination_country_idx" ON "reports" USING btree ("company_id",upper("destination_gmaps" -> 'country' ->> 'short_name'));