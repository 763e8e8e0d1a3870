ALTER TABLE "emission_facts" ADD COLUMN "weight_once" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_facts" ADD COLUMN "weight_once_activity" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_facts" ADD COLUMN "tags_vary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "emission_facts_tags_vary_idx" ON "emission_facts" USING btree ("company_id","date") WHERE "emission_facts"."tags_vary";--> statement-breakpoint
-- Written by hand (docs/decisions/0012-statistics.md, "Fast on millions of rows"): each cargo's weight on one of its
-- rows, and whether its legs' tags differ, for the rows copied before the columns existed, as
-- resources/statistics/emission-facts.ts writes them.
UPDATE "emission_facts" f SET "weight_once" = w.once, "weight_once_activity" = w.once_activity, "tags_vary" = w.tags_vary
FROM (
  select id,
    case when row_number() over (partition by cargo_id order by activity) = 1 then weight else 0 end as once,
    case when row_number() over (partition by cargo_id, activity) = 1 then weight else 0 end as once_activity,
    min(tags::text) over (partition by cargo_id) <> max(tags::text) over (partition by cargo_id) as tags_vary
  from "emission_facts" where cargo_id is not null
) w
WHERE f.id = w.id;--> statement-breakpoint
-- A year of a company becomes an index-only scan: the (company_id, date) index carries every column a statistic
-- reads but tags (a tag value may be 500 characters, and an index entry must stay under about 2.7 kB).
DROP INDEX "emission_facts_company_date_idx";--> statement-breakpoint
CREATE INDEX "emission_facts_company_date_idx" ON "emission_facts" USING btree ("company_id","date") INCLUDE (
  "type", "activity", "report_id", "cargo_id", "commodity_id", "center_id", "car_id", "supplier_id",
  "co2_total", "co2e_ttw", "co2e_wtt", "co2", "ch4", "n2o", "hfcs", "pfcs", "sf6", "nf3", "nox", "sox", "pm",
  "scope1", "scope2", "scope3", "tkm", "weight", "weight_once", "weight_once_activity"
);--> statement-breakpoint
-- Index-only scans skip the table only for pages the visibility map marks all-visible: a report's facts are
-- rewritten on every change, so vacuum the table after a few percent of it changed or was added, not a fifth.
ALTER TABLE "emission_facts" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
