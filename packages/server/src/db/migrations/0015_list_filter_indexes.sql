DROP INDEX "emission_facts_report_idx";--> statement-breakpoint
CREATE INDEX "reports_project_name_trgm_idx" ON "reports" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_project_reference_trgm_idx" ON "reports" USING gin ("project_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_reference_trgm_idx" ON "reports" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "storages_report_id_idx" ON "storages" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "consumptions_report_id_idx" ON "consumptions" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "voyages_report_id_idx" ON "voyages" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "emission_facts_report_idx" ON "emission_facts" USING btree ("report_id","cargo_id");--> statement-breakpoint
-- Written by hand (docs/scaling.md "The report list"): no JIT compilation for this database's queries. A list page
-- whose plan the planner costs high (a tag filter's per-report lookups) took 1 ms to run and 230 ms to compile;
-- the app's queries are short, and JIT pays only on long analytical ones. The setting applies to new connections.
-- The embedded database has no JIT and may refuse the setting: nothing to do there.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN others THEN
  RAISE NOTICE 'jit left as it is: %', SQLERRM;
END $$;
