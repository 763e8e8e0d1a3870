-- Huella's tables on Citus, distributed by company (docs/scaling.md "Partitioning by company with Citus").
-- NOT TRIED: Citus is not packaged in Debian 12, so this was written from the schema and Citus's documented rules,
-- never run. It is meant for a coordinator whose database Huella's migrations have made (run it once, after them,
-- before the data grows), step by step (psql -v ON_ERROR_STOP=1 -f), on a copy first: it is not one transaction, as
-- Citus refuses parallel shard DDL after a reference table was touched in the same transaction. Citus turns a local
-- table that references a new reference table into a Citus local table by itself (for instance reports when
-- companies becomes one); create_distributed_table then distributes it. The application changes the section lists
-- come with it.

-- 1. Reference tables: copied whole to every node, so any shard joins them locally. Read on every request (tokens
--    by their hash, users by username, the reports' reviews and vehicles), written rarely.
select create_reference_table('companies');
select create_reference_table('users');
select create_reference_table('reference_data_versions');
select create_reference_table('countries');
select create_reference_table('ports');
select create_reference_table('airports');
select create_reference_table('road_vehicles');
select create_reference_table('rail_vehicles');
select create_reference_table('ship_types');
select create_reference_table('aircraft_families');
select create_reference_table('aircraft_models');
-- Reviews belong to the platform company and every company's reports use them (docs/decisions/0011-reviews.md).
select create_reference_table('reviews');
select create_reference_table('road_vehicle_reviews');
select create_reference_table('rail_vehicle_reviews');
select create_reference_table('ship_load_type_reviews');
select create_reference_table('aircraft_model_reviews');
select create_reference_table('car_family_reviews');
select create_reference_table('supplier_type_reviews');

-- 2. Tables of no company, never joined with a company's data: they stay on the coordinator. auth_tokens is looked
--    up by its key's hash before the company is known and references users and companies (reference tables), so it
--    joins Citus's metadata as a local table.
select citus_add_local_table_to_metadata('auth_tokens');
-- login_failures, info_requests, contact_messages: plain local tables, nothing to do.

-- 3. The tenant tables. Every unique constraint of a distributed table must contain its distribution column, and a
--    foreign key between two of them must contain it on both sides: drop the keys that lack company_id, distribute,
--    then put them back with it.
alter table cargos drop constraint cargos_report_id_reports_id_fk, drop constraint cargos_commodity_id_commodities_id_fk;
alter table stages drop constraint stages_report_id_reports_id_fk;
alter table stage_cargos drop constraint stage_cargos_stage_id_stages_id_fk, drop constraint stage_cargos_cargo_id_cargos_id_fk;
alter table storages drop constraint storages_report_id_reports_id_fk;
alter table storage_cargos drop constraint storage_cargos_storage_id_storages_id_fk, drop constraint storage_cargos_cargo_id_cargos_id_fk;
alter table consumptions drop constraint consumptions_report_id_reports_id_fk, drop constraint consumptions_center_id_centers_id_fk,
  drop constraint consumptions_supplier_id_suppliers_id_fk, drop constraint consumptions_account_id_accounts_id_fk;
alter table voyages drop constraint voyages_report_id_reports_id_fk, drop constraint voyages_car_family_id_car_families_id_fk,
  drop constraint voyages_car_id_cars_id_fk, drop constraint voyages_center_id_centers_id_fk, drop constraint voyages_account_id_accounts_id_fk;
alter table cars drop constraint cars_car_family_id_car_families_id_fk, drop constraint cars_center_id_centers_id_fk;
alter table emission_facts drop constraint emission_facts_report_id_reports_id_fk;

-- Primary keys of (id) become (company_id, id); the links' keys take company_id first.
alter table reports drop constraint reports_pkey, add primary key (company_id, id);
alter table cargos drop constraint cargos_pkey, add primary key (company_id, id);
alter table stages drop constraint stages_pkey, add primary key (company_id, id);
alter table storages drop constraint storages_pkey, add primary key (company_id, id);
alter table stage_cargos drop constraint stage_cargos_stage_id_cargo_id_pk, add primary key (company_id, stage_id, cargo_id);
alter table storage_cargos drop constraint storage_cargos_storage_id_cargo_id_pk, add primary key (company_id, storage_id, cargo_id);
alter table consumptions drop constraint consumptions_pkey, add primary key (company_id, id);
alter table voyages drop constraint voyages_pkey, add primary key (company_id, id);
alter table commodities drop constraint commodities_pkey, add primary key (company_id, id);
alter table centers drop constraint centers_pkey, add primary key (company_id, id);
alter table suppliers drop constraint suppliers_pkey, add primary key (company_id, id);
alter table car_families drop constraint car_families_pkey, add primary key (company_id, id);
alter table cars drop constraint cars_pkey, add primary key (company_id, id);
alter table accounts drop constraint accounts_pkey, add primary key (company_id, id);
alter table emission_facts drop constraint emission_facts_pkey, add primary key (company_id, id);
alter table filter_templates drop constraint filter_templates_pkey, add primary key (company_id, id);
alter table import_column_mappings drop constraint import_column_mappings_pkey, add primary key (company_id, id);
-- report_sequences' key is already (company_id, prefix, year).

-- The two unique indexes without company_id (the others begin with it).
drop index cargos_report_number_key;
create unique index cargos_report_number_key on cargos (company_id, report_id, number);
drop index filter_templates_user_topic_name_key;
create unique index filter_templates_user_topic_name_key on filter_templates (company_id, user_id, topic, lower(name));

-- Co-located: the shards of one company of every table live on the same node, so its joins stay on that node.
select create_distributed_table('reports', 'company_id');
select create_distributed_table('commodities', 'company_id', colocate_with => 'reports');
select create_distributed_table('centers', 'company_id', colocate_with => 'reports');
select create_distributed_table('suppliers', 'company_id', colocate_with => 'reports');
select create_distributed_table('car_families', 'company_id', colocate_with => 'reports');
select create_distributed_table('cars', 'company_id', colocate_with => 'reports');
select create_distributed_table('accounts', 'company_id', colocate_with => 'reports');
select create_distributed_table('report_sequences', 'company_id', colocate_with => 'reports');
select create_distributed_table('cargos', 'company_id', colocate_with => 'reports');
select create_distributed_table('stages', 'company_id', colocate_with => 'reports');
select create_distributed_table('stage_cargos', 'company_id', colocate_with => 'reports');
select create_distributed_table('storages', 'company_id', colocate_with => 'reports');
select create_distributed_table('storage_cargos', 'company_id', colocate_with => 'reports');
select create_distributed_table('consumptions', 'company_id', colocate_with => 'reports');
select create_distributed_table('voyages', 'company_id', colocate_with => 'reports');
select create_distributed_table('emission_facts', 'company_id', colocate_with => 'reports');
select create_distributed_table('filter_templates', 'company_id', colocate_with => 'reports');
select create_distributed_table('import_column_mappings', 'company_id', colocate_with => 'reports');

-- The foreign keys again, each with company_id on both sides. A null child id (a consumption without a center)
-- is not checked, as before (MATCH SIMPLE).
alter table cargos
  add foreign key (company_id, report_id) references reports (company_id, id) on delete cascade,
  add foreign key (company_id, commodity_id) references commodities (company_id, id) on delete restrict;
alter table stages add foreign key (company_id, report_id) references reports (company_id, id) on delete cascade;
alter table stage_cargos
  add foreign key (company_id, stage_id) references stages (company_id, id) on delete cascade,
  add foreign key (company_id, cargo_id) references cargos (company_id, id) on delete cascade;
alter table storages add foreign key (company_id, report_id) references reports (company_id, id) on delete cascade;
alter table storage_cargos
  add foreign key (company_id, storage_id) references storages (company_id, id) on delete cascade,
  add foreign key (company_id, cargo_id) references cargos (company_id, id) on delete cascade;
alter table consumptions
  add foreign key (company_id, report_id) references reports (company_id, id) on delete cascade,
  add foreign key (company_id, center_id) references centers (company_id, id) on delete restrict,
  add foreign key (company_id, supplier_id) references suppliers (company_id, id) on delete restrict,
  add foreign key (company_id, account_id) references accounts (company_id, id) on delete restrict;
alter table voyages
  add foreign key (company_id, report_id) references reports (company_id, id) on delete cascade,
  add foreign key (company_id, car_family_id) references car_families (company_id, id) on delete restrict,
  add foreign key (company_id, car_id) references cars (company_id, id) on delete restrict,
  add foreign key (company_id, center_id) references centers (company_id, id) on delete restrict,
  add foreign key (company_id, account_id) references accounts (company_id, id) on delete restrict;
alter table cars
  add foreign key (company_id, car_family_id) references car_families (company_id, id) on delete restrict,
  add foreign key (company_id, center_id) references centers (company_id, id) on delete restrict;
alter table emission_facts add foreign key (company_id, report_id) references reports (company_id, id) on delete cascade;
-- Kept as they are: every key to companies, users, reviews and the reference data (distributed -> reference is
-- allowed, ON DELETE SET NULL of import_column_mappings.updated_by_id too, as it is not the distribution column).
