import * as en from '../en.json';
import * as es from '../es.json';
import { addStrings } from '../i18n.ts';

// The signed-in application's strings, loaded with its shell (app-layout.tsx): a visitor of the public site does
// not download them. Named member by member so that the build keeps only these sections (site-strings.ts).
export const appStrings = {
  en: {
    totals: en.totals,
    stages: en.stages,
    configuration: en.configuration,
    data_import: en.data_import,
    consumption_totals: en.consumption_totals,
    consumptions: en.consumptions,
    reports: en.reports,
    cargos: en.cargos,
    users: en.users,
    materials: en.materials,
    table: en.table,
    dashboard: en.dashboard,
    date_range: en.date_range,
    header: en.header,
    nav: en.nav,
    account: en.account,
    roles: en.roles,
    places: en.places,
  },
  es: {
    totals: es.totals,
    stages: es.stages,
    configuration: es.configuration,
    data_import: es.data_import,
    consumption_totals: es.consumption_totals,
    consumptions: es.consumptions,
    reports: es.reports,
    cargos: es.cargos,
    users: es.users,
    materials: es.materials,
    table: es.table,
    dashboard: es.dashboard,
    date_range: es.date_range,
    header: es.header,
    nav: es.nav,
    account: es.account,
    roles: es.roles,
    places: es.places,
  },
};

addStrings(appStrings);
