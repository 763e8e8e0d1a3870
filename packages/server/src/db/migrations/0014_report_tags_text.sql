ALTER TABLE "reports" ADD COLUMN "tags_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand: the tags text of the reports stored before the column existed, as resources/reports/tags-text.ts
-- writes it; then its trigram index, built once.
UPDATE "reports" r SET "tags_text" = t.text FROM (
  select report_id, string_agg(distinct pair.key || E'\x1e' || pair.value, E'\x1f') as text
  from (
    select s.report_id, l.tags from stage_cargos l join stages s on s.id = l.stage_id
    union all select s.report_id, l.tags from storage_cargos l join storages s on s.id = l.storage_id
    union all select report_id, tags from consumptions
    union all select report_id, tags from voyages
  ) linked, jsonb_each_text(linked.tags) pair
  group by report_id
) t
WHERE r.id = t.report_id;--> statement-breakpoint
CREATE INDEX "reports_tags_text_trgm_idx" ON "reports" USING gin ("tags_text" gin_trgm_ops);
