CREATE TABLE "emission_fact_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"activity" text NOT NULL,
	"commodity_id" integer,
	"center_id" integer,
	"car_id" integer,
	"supplier_id" integer,
	"rows" integer NOT NULL,
	"co2_total" numeric NOT NULL,
	"co2e_ttw" numeric NOT NULL,
	"co2e_wtt" numeric NOT NULL,
	"co2" numeric NOT NULL,
	"ch4" numeric NOT NULL,
	"n2o" numeric NOT NULL,
	"hfcs" numeric NOT NULL,
	"pfcs" numeric NOT NULL,
	"sf6" numeric NOT NULL,
	"nf3" numeric NOT NULL,
	"nox" numeric NOT NULL,
	"sox" numeric NOT NULL,
	"pm" numeric NOT NULL,
	"scope1" numeric NOT NULL,
	"scope2" numeric NOT NULL,
	"scope3" numeric NOT NULL,
	"tkm" numeric NOT NULL,
	"weight_once" numeric NOT NULL,
	"weight_once_activity" numeric NOT NULL,
	CONSTRAINT "emission_fact_months_key" UNIQUE NULLS NOT DISTINCT("company_id","month","type","activity","commodity_id","center_id","car_id","supplier_id")
);--> statement-breakpoint
-- Written by hand (docs/decisions/0012-statistics.md "Whole months"): the roll-up follows every write of
-- emission_facts in the writer's own transaction, whoever writes (a report's recalculation, an import, a review's
-- recalculation, a report deleted by cascade, a COPY), by statement-level triggers that add up the statement's rows
-- (its transition table) once per roll-up row. An UPDATE fires two of them: the rows as they were are taken away
-- (direction -1), then the rows as they are added (direction 1); the sums are numeric, so that leaves them exact.
CREATE FUNCTION "emission_fact_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
  company integer;
BEGIN
  -- Two transactions writing facts of one company would otherwise lock the company's roll-up rows in crossing
  -- orders (one's DELETE statement then its INSERT, the other's the other way) and deadlock. This lock, per company
  -- in ascending order, held to the end of the transaction, makes them take turns instead. Fact writers take
  -- nothing after it that another fact writer holds while waiting for it: the argument is in the decision above.
  -- (12, company): the two-int advisory key space, which PostgreSQL keeps apart from the one-bigint keys of the
  -- start-up lock and the rate windows.
  FOR company IN SELECT DISTINCT "company_id" FROM changed_rows ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(12, company);
  END LOOP;
  INSERT INTO "emission_fact_months" AS m (
    "company_id", "month", "type", "activity", "commodity_id", "center_id", "car_id", "supplier_id", "rows",
    "co2_total", "co2e_ttw", "co2e_wtt", "co2", "ch4", "n2o", "hfcs", "pfcs", "sf6", "nf3", "nox", "sox", "pm",
    "scope1", "scope2", "scope3", "tkm", "weight_once", "weight_once_activity"
  )
    SELECT "company_id", date_trunc('month', "date"::timestamp)::date, "type", "activity", "commodity_id", "center_id",
      "car_id", "supplier_id", direction * count(*),
      direction * sum("co2_total"::numeric), direction * sum("co2e_ttw"::numeric), direction * sum("co2e_wtt"::numeric),
      direction * sum("co2"::numeric), direction * sum("ch4"::numeric), direction * sum("n2o"::numeric),
      direction * sum("hfcs"::numeric), direction * sum("pfcs"::numeric), direction * sum("sf6"::numeric),
      direction * sum("nf3"::numeric), direction * sum("nox"::numeric), direction * sum("sox"::numeric),
      direction * sum("pm"::numeric), direction * sum("scope1"::numeric), direction * sum("scope2"::numeric),
      direction * sum("scope3"::numeric), direction * sum("tkm"::numeric), direction * sum("weight_once"::numeric),
      direction * sum("weight_once_activity"::numeric)
    FROM changed_rows
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT "emission_fact_months_key" DO UPDATE SET
      "rows" = m."rows" + excluded."rows", "co2_total" = m."co2_total" + excluded."co2_total",
      "co2e_ttw" = m."co2e_ttw" + excluded."co2e_ttw", "co2e_wtt" = m."co2e_wtt" + excluded."co2e_wtt",
      "co2" = m."co2" + excluded."co2", "ch4" = m."ch4" + excluded."ch4", "n2o" = m."n2o" + excluded."n2o",
      "hfcs" = m."hfcs" + excluded."hfcs", "pfcs" = m."pfcs" + excluded."pfcs",
      "sf6" = m."sf6" + excluded."sf6", "nf3" = m."nf3" + excluded."nf3", "nox" = m."nox" + excluded."nox",
      "sox" = m."sox" + excluded."sox", "pm" = m."pm" + excluded."pm",
      "scope1" = m."scope1" + excluded."scope1", "scope2" = m."scope2" + excluded."scope2",
      "scope3" = m."scope3" + excluded."scope3", "tkm" = m."tkm" + excluded."tkm",
      "weight_once" = m."weight_once" + excluded."weight_once",
      "weight_once_activity" = m."weight_once_activity" + excluded."weight_once_activity";
  IF direction < 0 THEN
    DELETE FROM "emission_fact_months" m
    WHERE m."rows" = 0
      AND (m."company_id", m."month") IN (SELECT DISTINCT "company_id", date_trunc('month', "date"::timestamp)::date FROM changed_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "emission_fact_months_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "emission_fact_months";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A trigger with a transition table fires on one event only. Both UPDATE triggers fire for every UPDATE, in the
-- order of their names: the old rows out (…_1_old), then the new rows in (…_2_new).
CREATE TRIGGER "emission_fact_months_insert" AFTER INSERT ON "emission_facts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_fact_months_apply"('1');--> statement-breakpoint
CREATE TRIGGER "emission_fact_months_delete" AFTER DELETE ON "emission_facts"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_fact_months_apply"('-1');--> statement-breakpoint
CREATE TRIGGER "emission_fact_months_update_1_old" AFTER UPDATE ON "emission_facts"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_fact_months_apply"('-1');--> statement-breakpoint
CREATE TRIGGER "emission_fact_months_update_2_new" AFTER UPDATE ON "emission_facts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_fact_months_apply"('1');--> statement-breakpoint
CREATE TRIGGER "emission_fact_months_truncate" AFTER TRUNCATE ON "emission_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "emission_fact_months_truncate"();--> statement-breakpoint
-- The facts already written, after the triggers exist: CREATE TRIGGER locks emission_facts against writes until
-- this migration commits, so every fact is either in this statement's snapshot or written after it, by a trigger.
INSERT INTO "emission_fact_months" (
  "company_id", "month", "type", "activity", "commodity_id", "center_id", "car_id", "supplier_id", "rows",
  "co2_total", "co2e_ttw", "co2e_wtt", "co2", "ch4", "n2o", "hfcs", "pfcs", "sf6", "nf3", "nox", "sox", "pm",
  "scope1", "scope2", "scope3", "tkm", "weight_once", "weight_once_activity"
)
SELECT "company_id", date_trunc('month', "date"::timestamp)::date, "type", "activity", "commodity_id", "center_id", "car_id",
  "supplier_id", count(*),
  sum("co2_total"::numeric), sum("co2e_ttw"::numeric), sum("co2e_wtt"::numeric), sum("co2"::numeric),
  sum("ch4"::numeric), sum("n2o"::numeric), sum("hfcs"::numeric), sum("pfcs"::numeric), sum("sf6"::numeric),
  sum("nf3"::numeric), sum("nox"::numeric), sum("sox"::numeric), sum("pm"::numeric), sum("scope1"::numeric),
  sum("scope2"::numeric), sum("scope3"::numeric), sum("tkm"::numeric), sum("weight_once"::numeric),
  sum("weight_once_activity"::numeric)
FROM "emission_facts"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
