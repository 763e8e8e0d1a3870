import { formatDecimal, formatGasMass, tagKeyLabel } from '@huella/contracts';
import { calculate, compileFactorSet, type LatLng, type ReportInput } from '@huella/emissions';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { apiAs, type Api } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { choosePlace, choosePort, openNewForm } from '../support/forms.ts';
import { translator, type Translate } from '../support/i18n.ts';
import { notice } from '../support/notices.ts';
import { DEMO_PASSWORD, unique, type DemoLogin } from '../support/users.ts';

/**
 * Issue #6: one transport report from creation to clone, in each language. A super user builds it through the
 * forms (two cargos, a stage of every mode and a warehouse, every distance declared), reads its totals, which
 * must be what the calculation core gives for the same inputs with the shipped "DESNZ 2025" set, consolidates
 * it and finds every change refused, on screen and through the API; an admin unconsolidates it, clones it from
 * the report list and deletes the copy.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** Place names come from the gazetteer in the language of the screen; they are data, not the app's words. */
const PLACES = {
  en: {
    zaragoza: 'Zaragoza, Spain',
    valencia: 'Valencia, Spain',
    rotterdam: 'Rotterdam, Netherlands',
    duisburg: 'Duisburg, Germany',
    frankfurt: 'Frankfurt am Main, Germany',
    newYork: 'New York City, United States of America',
  },
  es: {
    zaragoza: 'Zaragoza, España',
    valencia: 'Valencia, España',
    rotterdam: 'Rotterdam, Países Bajos',
    duisburg: 'Duisburg, Alemania',
    frankfurt: 'Frankfurt am Main, Alemania',
    newYork: 'New York City, Estados Unidos',
  },
} as const;

const LANGUAGE_SWITCH = { en: 'ENG', es: 'ESP' } as const;
const DATE = '2026-03-10';
const CARGOS = [
  { reference: 'C1', material: 'Electronics', weight: 12.5 },
  { reference: 'C2', material: 'Textiles', weight: 3 },
] as const;
type CargoRef = (typeof CARGOS)[number]['reference'];

/** Shipped materials and vehicles as the screens name them: in Spanish for es (data/reference/, issue #11 item 14). */
const SHOWN_ES: Record<string, string> = {
  Electronics: 'Electrónica',
  Textiles: 'Textiles',
  'HGV average (all diesel)': 'Camión pesado, media (todos diésel)',
  'Electric freight train (average)': 'Tren de mercancías eléctrico (media)',
};
const shown = (language: 'en' | 'es', name: string) => (language === 'es' ? (SHOWN_ES[name] ?? name) : name);

/** A cargo carried by a stage or warehouse, with the tag value typed on that link (Demo Logistics' allowed tags). */
interface Link {
  cargo: CargoRef;
  tag?: { name: 'customer' | 'order' | 'cost_center'; value: string };
}

interface Leg {
  /** km, typed in: a declared distance (docs/methodology.md §4). */
  distance: number;
  links: readonly Link[];
}

// The legs in the order they are added, which is the order of the totals' "Stage" numbers.
const ROAD: Leg & { vehicle: string } = {
  vehicle: 'HGV average (all diesel)',
  distance: 310,
  links: [{ cargo: 'C1', tag: { name: 'customer', value: 'ACME' } }, { cargo: 'C2' }],
};
const SEA: Leg & { from: { locode: string; port: string }; to: { locode: string; port: string } } = {
  from: { locode: 'ESVLC', port: 'Valencia' },
  to: { locode: 'NLRTM', port: 'Rotterdam' },
  distance: 2900,
  links: [{ cargo: 'C1', tag: { name: 'order', value: 'PO-4471' } }, { cargo: 'C2' }],
};
const RAIL: Leg & { vehicle: string } = {
  vehicle: 'Electric freight train (average)',
  distance: 240,
  links: [{ cargo: 'C1', tag: { name: 'cost_center', value: 'CC-12' } }],
};
const AIR: Leg & { model: string } = {
  model: 'Airbus A330-200F',
  distance: 6300,
  links: [{ cargo: 'C2', tag: { name: 'customer', value: 'ACME' } }],
};
const STORAGE: { warehouse: string; moves: number; links: readonly Link[] } = {
  warehouse: 'Duisburg hub',
  moves: 2,
  links: [{ cargo: 'C1' }, { cargo: 'C2', tag: { name: 'order', value: 'PO-4471' } }],
};

/** Where the gazetteer puts a suggestion: the coordinates the place field stores with the stage. */
async function placeLocation(api: Api, language: string, typed: string, suggestion: string): Promise<LatLng> {
  const { predictions } = await api.get<{ predictions: { description: string; place_id: string }[] }>('/api/places/', { search: typed, language });
  const prediction = predictions.find((p) => p.description === suggestion);
  if (!prediction) throw new Error(`no place "${suggestion}" for "${typed}"`);
  const details = await api.get<{ geometry: { location: LatLng } }>(`/api/places/${encodeURIComponent(prediction.place_id)}/`, { language });
  return details.geometry.location;
}

/** A vehicle of the server's reference data, as the stage forms list them. */
async function vehicleNamed<T>(api: Api, path: string, name: string): Promise<T> {
  const { results } = await api.get<{ results: (T & { name: string })[] }>(path, { search: name });
  const vehicle = results.find((candidate) => candidate.name === name);
  if (!vehicle) throw new Error(`no vehicle "${name}" in ${path}`);
  return vehicle;
}

async function signIn(page: Page, t: Translate, login: DemoLogin) {
  await page.goto('/login');
  await page.getByLabel(t('fields.username')).fill(login);
  await page.getByLabel(startingWith(t('fields.password'))).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByText(startingWith(t('header.welcome', { name: '' })))).toBeVisible();
}

/** Types into a place field and picks the suggestion, as a person would. */
async function chooseOption(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(form.getByRole('combobox', { name: label })).toHaveValue(option);
}

/** Ticks each cargo the leg carries and types the link's tag. */
async function linkCargos(form: Locator, t: Translate, language: 'en' | 'es', links: readonly Link[]) {
  for (const link of links) {
    await form.getByRole('checkbox', { name: startingWith(`${link.cargo} · `) }).check();
    if (link.tag) await form.getByRole('textbox', { name: t('stages.tag_for', { tag: tagKeyLabel(link.tag.name, language), reference: link.cargo }) }).fill(link.tag.value);
  }
}

/** A number field as the form shows it (a payload the form filled in from the vehicle chosen). */
async function shownAmount(form: Locator, label: string): Promise<number> {
  const field = form.getByRole('textbox', { name: label });
  await expect(field).not.toHaveValue('');
  return Number((await field.inputValue()).replace(',', '.'));
}

const cargoIds = (links: readonly Link[]) => links.map((link) => link.cargo);
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const rowsOf = (page: Page, title: string) => section(page, title).getByRole('table', { name: title, exact: true }).getByRole('row');

for (const language of ['en', 'es'] as const) {
  test(`a report goes from creation through totals, consolidation and clone, in ${language}`, async ({ page, request }) => {
    // Five forms, a consolidation, two sign-ins, a clone and an axe scan on a machine whose two cores are shared.
    test.setTimeout(180_000);
    const t = translator(language);
    const places = PLACES[language];
    const tonnes = (kg: number) => (kg / 1000).toLocaleString(language, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    const km = (distance: number) => formatDecimal(distance, language, 1);
    const project = unique(language === 'es' ? 'Maquinaria a Nueva York' : 'Machinery to New York');
    const author = await apiAs(request, 'demo.super');

    // 1. demo.super creates the report, in the language chosen on the login screen.
    await page.goto('/login');
    await page.getByRole('button', { name: LANGUAGE_SWITCH[language] }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await signIn(page, t, 'demo.super');
    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.create_report') }).click();
    await expect(page.getByRole('heading', { name: t('reports.new_title'), level: 1 })).toBeVisible();
    const reportForm = page.locator('form').first();
    await page.getByLabel(startingWith(t('reports.fields.project_name'))).fill(project);
    const date = page.getByRole('textbox', { name: startingWith(t('reports.fields.date')) });
    await date.fill(DATE);
    await date.press('Tab');
    await choosePlace(page, reportForm, t('reports.fields.origin'), 'Zarag', places.zaragoza);
    await choosePlace(page, reportForm, t('reports.fields.destination'), 'New York', places.newYork);
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(notice(page, t('notify.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/reports\/\d+\/edit$/);
    const id = Number(/\/reports\/(\d+)\/edit$/.exec(page.url())?.[1]);
    const referenceField = page.getByRole('textbox', { name: t('reports.fields.reference'), exact: true });
    await expect(referenceField).toHaveValue(/^TR-/);
    const reference = await referenceField.inputValue();

    // 2. Two cargos.
    for (const cargo of CARGOS) {
      const cargoForm = await openNewForm(section(page, t('cargos.title')), t('cargos.new'));
      await cargoForm.getByRole('combobox', { name: t('cargos.fields.commodity') }).click();
      await page.getByRole('option', { name: shown(language, cargo.material), exact: true }).click();
      await cargoForm.getByRole('textbox', { name: t('cargos.fields.weight') }).fill(String(cargo.weight));
      await cargoForm.getByRole('button', { name: t('cargos.add') }).click();
      await expect(page.getByRole('table', { name: t('cargos.title') }).getByRole('row').filter({ hasText: shown(language, cargo.material) })).toHaveCount(1);
      await expect(cargoForm).toHaveCount(0);
    }

    // 3. A leg of every mode and a warehouse, each distance typed in, each with its cargos and a tag.
    const roadTitle = t('stages.road.title');
    const road = await openNewForm(section(page, roadTitle), t('stages.road.new'));
    await chooseOption(page, road, t('stages.fields.vehicle'), shown(language, ROAD.vehicle));
    await chooseOption(page, road, t('stages.fields.operated_by'), t('stages.operated_by.own'));
    await choosePlace(page, road, t('stages.fields.origin'), 'Zarag', places.zaragoza);
    await choosePlace(page, road, t('stages.fields.destination'), 'Valen', places.valencia);
    await road.getByRole('textbox', { name: t('stages.fields.distance') }).fill(String(ROAD.distance));
    await linkCargos(road, t, language, ROAD.links);
    // A groupage truck's payload is its vehicle's capacity (docs/methodology.md "Road groupage"): what the form shows goes into the input.
    const roadPayload = await shownAmount(road, t('stages.fields.payload'));
    await road.getByRole('button', { name: t('stages.road.add') }).click();
    await expect(rowsOf(page, roadTitle).filter({ hasText: `${places.zaragoza} → ${places.valencia}` })).toHaveCount(1);

    const seaTitle = t('stages.nautical.title');
    const sea = await openNewForm(section(page, seaTitle), t('stages.nautical.new'));
    await choosePort(page, sea, t('stages.fields.port_origin'), SEA.from.locode);
    await choosePort(page, sea, t('stages.fields.port_destination'), SEA.to.locode);
    await sea.getByRole('textbox', { name: t('stages.fields.distance') }).fill(String(SEA.distance));
    await linkCargos(sea, t, language, SEA.links);
    await sea.getByRole('button', { name: t('stages.nautical.add') }).click();
    await expect(rowsOf(page, seaTitle).filter({ hasText: `${SEA.from.port} → ${SEA.to.port}` })).toHaveCount(1);

    const railTitle = t('stages.rail.title');
    const rail = await openNewForm(section(page, railTitle), t('stages.rail.new'));
    await chooseOption(page, rail, t('stages.fields.vehicle'), shown(language, RAIL.vehicle));
    await chooseOption(page, rail, t('stages.fields.operated_by'), t('stages.operated_by.own'));
    await choosePlace(page, rail, t('stages.fields.origin'), 'Rotterdam', places.rotterdam);
    await choosePlace(page, rail, t('stages.fields.destination'), 'Duisburg', places.duisburg);
    await rail.getByRole('textbox', { name: t('stages.fields.distance') }).fill(String(RAIL.distance));
    await linkCargos(rail, t, language, RAIL.links);
    await rail.getByRole('button', { name: t('stages.rail.add') }).click();
    await expect(rowsOf(page, railTitle).filter({ hasText: `${places.rotterdam} → ${places.duisburg}` })).toHaveCount(1);

    const airTitle = t('stages.air.title');
    const air = await openNewForm(section(page, airTitle), t('stages.air.new'));
    await chooseOption(page, air, t('stages.fields.aircraft_model'), AIR.model);
    const airPayload = await shownAmount(air, t('stages.fields.payload'));
    await choosePlace(page, air, t('stages.fields.origin'), 'Frankfurt', places.frankfurt);
    await choosePlace(page, air, t('stages.fields.destination'), 'New York', places.newYork);
    await air.getByRole('textbox', { name: t('stages.fields.distance') }).fill(String(AIR.distance));
    await linkCargos(air, t, language, AIR.links);
    await air.getByRole('button', { name: t('stages.air.add') }).click();
    await expect(rowsOf(page, airTitle).filter({ hasText: `${places.frankfurt} → ${places.newYork}` })).toHaveCount(1);

    const storageTitle = t('stages.storage.title');
    const storage = await openNewForm(section(page, storageTitle), t('stages.storage.new'));
    await storage.getByRole('textbox', { name: t('stages.fields.warehouse_name') }).fill(STORAGE.warehouse);
    await choosePlace(page, storage, t('stages.fields.place'), 'Duisburg', places.duisburg);
    await storage.getByRole('textbox', { name: t('stages.fields.moves_number') }).fill(String(STORAGE.moves));
    await linkCargos(storage, t, language, STORAGE.links);
    await storage.getByRole('button', { name: t('stages.storage.add') }).click();
    await expect(rowsOf(page, storageTitle).filter({ hasText: STORAGE.warehouse })).toHaveCount(1);

    // The same inputs as the server gives the core (packages/server/src/resources/reports/recalculate.ts):
    // what was typed and chosen, the vehicles' reference data, and the forms' defaults (groupage, one vehicle,
    // one LTO, container ship on MGO/MDO without port operations, a third party unless "own" was chosen, an
    // own warehouse). Only air needs the places' coordinates beside a declared distance: its haul is decided
    // on the great circle (docs/methodology.md §5.4).
    const roadVehicle = await vehicleNamed<{ factor_class: string }>(author, '/api/road-vehicles/', ROAD.vehicle);
    const railVehicle = await vehicleNamed<{ traction: 'diesel' | 'electric' }>(author, '/api/rail-vehicles/', RAIL.vehicle);
    const input: ReportInput = {
      only_scope3: false,
      cargos: CARGOS.map((cargo) => ({ id: cargo.reference, weight: cargo.weight })),
      stages: [
        {
          id: 'road',
          mode: 'road',
          cargos: cargoIds(ROAD.links),
          operated_by: 'own',
          distance: ROAD.distance,
          vehicle: ROAD.vehicle,
          factor_class: roadVehicle.factor_class,
          euro_standard: null,
          vehicle_load_type: 'groupage',
          vehicles_number: 1,
          capacity_load: roadPayload,
        },
        {
          id: 'sea',
          mode: 'sea',
          cargos: cargoIds(SEA.links),
          operated_by: 'third_party',
          distance: SEA.distance,
          ship_load_type: 'container',
          ship_fuel_type: 'mgo_mdo',
          gross_tonnage: null,
          total_load: null,
          port_operations: 'none',
          vehicles_number: 1,
        },
        { id: 'rail', mode: 'rail', cargos: cargoIds(RAIL.links), operated_by: 'own', distance: RAIL.distance, vehicle: RAIL.vehicle, traction: railVehicle.traction },
        {
          id: 'air',
          mode: 'air',
          cargos: cargoIds(AIR.links),
          operated_by: 'third_party',
          distance: AIR.distance,
          origin: await placeLocation(author, language, 'Frankfurt', places.frankfurt),
          destination: await placeLocation(author, language, 'New York', places.newYork),
          aircraft_model: AIR.model,
          LTO: 1,
          aircraft_load_type: 'groupage',
          capacity_load: airPayload,
          vehicles_number: 1,
        },
      ],
      storages: [{ id: 'hub', cargos: cargoIds(STORAGE.links), moves_number: STORAGE.moves, type: 'own' }],
    };
    // The shipped default set, as the server seeds it (data/factors/desnz-2025.json).
    const shipped = compileFactorSet(JSON.parse(readFileSync(new URL('../../data/factors/desnz-2025.json', import.meta.url), 'utf8')));
    if (!shipped.ok) throw new Error(`data/factors/desnz-2025.json: ${shipped.field} ${shipped.code}`);
    const factorSet = shipped.factorSet;
    const expected = calculate(input, factorSet);
    if (!expected.ok) throw new Error(`the core refused the journey's input: ${expected.field} ${expected.code}`);

    // 4. The totals page shows the core's figures, to the 4 decimals of the screen.
    await page.getByRole('link', { name: t('reports.results_preview') }).click();
    await expect(page.getByRole('heading', { name: t('totals.title'), level: 1 })).toBeVisible();
    // The report's date picks the shipped set, the one the expected figures were calculated with.
    await expect(page.getByText(t('totals.review_note', { title: factorSet.factorSet.title }))).toBeVisible();

    const legs = [
      { route: `${places.zaragoza} → ${places.valencia}`, distance: ROAD.distance, links: ROAD.links },
      { route: `${SEA.from.port} → ${SEA.to.port}`, distance: SEA.distance, links: SEA.links },
      { route: `${places.rotterdam} → ${places.duisburg}`, distance: RAIL.distance, links: RAIL.links },
      { route: `${places.frankfurt} → ${places.newYork}`, distance: AIR.distance, links: AIR.links },
    ];
    const stagesTable = page.getByRole('table', { name: t('totals.stages.title'), exact: true });
    for (const [index, leg] of legs.entries()) {
      const number = index + 1;
      const figures = expected.stages[index];
      if (!figures) throw new Error(`the core gave no stage ${number}`);
      const row = stagesTable.getByRole('row').filter({ has: page.getByRole('button', { name: t('totals.stages.show_cargos', { number }) }) });
      await expect(row).toContainText(leg.route);
      // Cells: stage, type, details, route, distance, TTW, WTT, WTW, intensity, factors.
      const cells = row.getByRole('cell');
      await expect(cells.nth(4)).toContainText(km(leg.distance));
      await expect(cells.nth(4)).toContainText(t('totals.distance_methods.declared'));
      await expect(cells.nth(5)).toHaveText(tonnes(figures.co2e_ttw));
      await expect(cells.nth(6)).toHaveText(tonnes(figures.co2e_wtt));
      await expect(cells.nth(7)).toHaveText(tonnes(figures.co2e_wtw));

      await row.getByRole('button', { name: t('totals.stages.show_cargos', { number }) }).click();
      const cargoRows = page.getByRole('table', { name: t('totals.cargos.of_stage', { number }) }).getByRole('row');
      for (const link of leg.links) {
        const share = figures.cargos.find((allocation) => allocation.cargo_id === link.cargo);
        if (!share) throw new Error(`the core gave no share of stage ${number} to ${link.cargo}`);
        // Cells: cargo, material, weight, tkm, TTW, WTT, WTW, intensity, tags.
        const cargoCells = cargoRows.filter({ hasText: link.cargo }).getByRole('cell');
        await expect(cargoCells.nth(6)).toHaveText(tonnes(share.co2e_wtw));
        // A tag reads by its label in the screen's language ("Customer", "Cliente"), never its key.
        if (link.tag) await expect(cargoCells.nth(8)).toHaveText(`${tagKeyLabel(link.tag.name, language)}: ${link.tag.value}`);
      }
    }
    const [hub] = expected.storages;
    if (!hub) throw new Error('the core gave no storage');
    // Cells: warehouse, place, type, kWh, litres, t CO2e, factors.
    const hubCells = page.getByRole('table', { name: t('totals.storages.title') }).getByRole('row').filter({ hasText: STORAGE.warehouse }).getByRole('cell');
    await expect(hubCells.nth(1)).toHaveText(places.duisburg);
    await expect(hubCells.nth(5)).toHaveText(tonnes(hub.co2e_wtw));

    const { totals } = expected;
    const rowNamed = (table: Locator, name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    const footprint = page.getByRole('table', { name: t('totals.footprint.title') });
    await expect(rowNamed(footprint, t('totals.gases.CO2_total')).getByRole('cell')).toHaveText(`${tonnes(totals.co2e_wtw)} t`);
    // Each gas in t, or in kg when tonnes would read 0.0000; "not estimated" where no factor covers it.
    const gases = { CO2: 'CO2', CH4: 'CH4', N2O: 'N2O', NOX: 'NOx', SOX: 'SOx', PM: 'PM' } as const;
    for (const [column, gas] of Object.entries(gases)) {
      const shownAs = totals.not_estimated.includes(gas) ? t('totals.footprint.not_estimated') : formatGasMass(totals.gases[gas], language);
      await expect(rowNamed(footprint, t(`totals.gases.${column}`)).getByRole('cell')).toHaveText(shownAs);
    }
    const scopes = page.getByRole('table', { name: t('totals.scopes.title') });
    for (const scope of ['scope1', 'scope2', 'scope3'] as const) {
      expect(totals.scopes[scope], `the journey reaches ${scope}`).toBeGreaterThan(0);
      await expect(rowNamed(scopes, t(`totals.scopes.${scope}`)).getByRole('cell')).toHaveText(tonnes(totals.scopes[scope]));
    }
    const scopeSum = totals.scopes.scope1 + totals.scopes.scope2 + totals.scopes.scope3;
    await expect(rowNamed(scopes, t('totals.scopes.total')).getByRole('cell')).toHaveText(tonnes(scopeSum));
    expect(tonnes(scopeSum)).toBe(tonnes(totals.co2e_wtw));

    expect(await seriousViolations(page)).toEqual([]);

    // 5. Consolidated, the report refuses every change: on screen and through the API.
    await page.getByRole('button', { name: t('totals.consolidate.action'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('totals.consolidate.title') });
    await expect(confirm).toContainText(t('totals.consolidate.message'));
    await confirm.getByRole('button', { name: t('totals.consolidate.action'), exact: true }).click();
    // Consolidating recalculates the report first: on a loaded machine that takes seconds.
    await expect(notice(page, t('totals.consolidate.success'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: t('totals.edit') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('totals.consolidate.action'), exact: true })).toHaveCount(0);
    await expect(rowNamed(footprint, t('totals.gases.CO2_total')).getByRole('cell')).toHaveText(`${tonnes(totals.co2e_wtw)} t`);

    await page.goto(`/reports/${id}/edit`);
    await expect(page.getByText(t('reports.consolidated_notice'))).toBeVisible();
    await expect(rowsOf(page, storageTitle).filter({ hasText: STORAGE.warehouse })).toHaveCount(1);
    await expect(page.getByLabel(startingWith(t('reports.fields.project_name')))).toBeDisabled();
    await expect(page.getByRole('button', { name: t('common.save') })).toBeDisabled();
    const forms = ['cargos.new', 'stages.nautical.new', 'stages.air.new', 'stages.road.new', 'stages.rail.new', 'stages.storage.new'];
    for (const form of forms) {
      await expect(page.getByRole('form', { name: t(form) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t(form), exact: true })).toHaveCount(0);
    }
    const editOrDelete = new RegExp(`^(${escaped(t('stages.edit', { name: '' }))}|${escaped(t('stages.delete', { name: '' }))})`);
    await expect(page.getByRole('button', { name: editOrDelete })).toHaveCount(0);

    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.reports') }).click();
    await page.getByRole('searchbox', { name: t('reports.search') }).fill(project);
    const rows = page.getByRole('table', { name: t('reports.title') }).getByRole('row').filter({ hasText: project });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(t('reports.consolidated'));
    await expect(rows.getByRole('button', { name: t('reports.actions.edit', { reference }) })).toBeDisabled();
    // The server refuses to delete a consolidated report (409, decision 0006), so the list does not offer it.
    await expect(rows.getByRole('button', { name: t('reports.actions.delete', { reference }) })).toHaveCount(0);

    // Had any of these gone through, the steps below would not find the report, or not its figures, as they were.
    type Listed = { results: { id: number }[] };
    const stagesPath = `/api/reports/${id}/road-overland-stages/`;
    const [cargo] = (await author.get<Listed>(`/api/reports/${id}/cargos/`)).results;
    const [roadStage] = (await author.get<Listed>(stagesPath)).results;
    if (!cargo || !roadStage) throw new Error('the report lists no cargo or no road stage');
    const roadBody = { cargos: [{ cargo: cargo.id }], distance: 1 };
    const refusals = [
      await author.status('PUT', `/api/reports/${id}/`, { project_name: 'Changed', date: DATE }),
      await author.status('POST', `/api/reports/${id}/cargos/`, { cargo_type: 'conventional', weight: 1 }),
      await author.status('DELETE', `/api/reports/${id}/`),
      await author.status('PUT', `${stagesPath}${roadStage.id}/`, roadBody),
      await author.status('POST', stagesPath, roadBody),
      await author.status('DELETE', `${stagesPath}${roadStage.id}/`),
    ];
    expect(refusals).toEqual([409, 409, 409, 409, 409, 409]);

    // 6. An admin unconsolidates it, and finds the figures as they were.
    await page.getByRole('button', { name: t('top_bar.logout') }).click();
    await signIn(page, t, 'demo.admin');
    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.reports') }).click();
    await page.getByRole('searchbox', { name: t('reports.search') }).fill(project);
    await rows.getByRole('link', { name: t('reports.actions.view', { reference }) }).click();
    await expect(rowNamed(footprint, t('totals.gases.CO2_total')).getByRole('cell')).toHaveText(`${tonnes(totals.co2e_wtw)} t`);
    await page.getByRole('button', { name: t('totals.unconsolidate.action') }).click();
    const undo = page.getByRole('dialog', { name: t('totals.unconsolidate.title') });
    await undo.getByRole('button', { name: t('totals.unconsolidate.action') }).click();
    await expect(notice(page, t('totals.unconsolidate.success'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: t('totals.consolidate.action'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('totals.unconsolidate.action') })).toHaveCount(0);

    // 7. The admin clones it from the list: a new reference, the same CO2e total; then deletes the copy.
    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.reports') }).click();
    await page.getByRole('searchbox', { name: t('reports.search') }).fill(project);
    await expect(rows).toHaveCount(1);
    await expect(rows).not.toContainText(t('reports.consolidated'));
    await rows.getByRole('button', { name: t('reports.actions.duplicate', { reference }) }).click();
    await expect(notice(page, t('notify.success'))).toBeVisible();
    await expect(rows).toHaveCount(2);
    const copy = rows.filter({ hasNotText: reference });
    // Cells: date, reference, project reference, author, project name, total, origin, destination, actions.
    const copyReference = (await copy.getByRole('cell').nth(1).innerText()).trim();
    expect(copyReference).toMatch(/^TR-/);
    expect(copyReference).not.toBe(reference);
    await expect(copy.getByRole('cell').nth(3)).toHaveText('demo.admin');
    await expect(copy.getByRole('cell').nth(5)).toHaveText(tonnes(totals.co2e_wtw));
    await expect(rows.filter({ hasText: reference }).getByRole('cell').nth(5)).toHaveText(tonnes(totals.co2e_wtw));

    await copy.getByRole('button', { name: t('reports.actions.delete', { reference: copyReference }) }).click();
    await page.getByRole('dialog', { name: t('reports.delete_title') }).getByRole('button', { name: t('common.delete') }).click();
    await expect(notice(page, t('notify.delete_success'))).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(reference);
  });
}
