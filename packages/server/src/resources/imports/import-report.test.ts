import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #15: a report's stages arrive as spreadsheets (docs/import.md). Each kind of file, both languages, CSV
// and Excel, every kind of row problem, all or nothing, and who may import.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super', 'platform.super']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

type Body = ReturnType<typeof multipartForm>;
const post = (who: string, body: Body, language = 'en') =>
  t.call(tokens[who] as string, { method: 'POST', url: '/api/reports/', payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
const get = async (who: string, url: string) => (await t.call(tokens[who] as string, { method: 'GET', url })).json();
const json = async (who: string, method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const res = await t.call(tokens[who] as string, { method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const reportsNamed = async (name: string) => (await get('demo.super', `/api/reports/?project_name=${encodeURIComponent(name)}`)).count as number;

const FIELDS = { project_name: 'Imported chain', date: '2026-04-02', origin: 'Valencia', destination: 'Shanghai' };

interface TotalsStage {
  kind: string;
  CO2_total: number;
  distance: number;
  distance_method: string;
  origin: string;
  destination: string;
  origin_location: { lat: number; lng: number } | null;
  cargos: { cargo: number; tags: Record<string, string>; CO2_total: number }[];
}
const totalsOf = async (id: number) => get('demo.super', `/api/reports/${id}/totals/`);
const round = (n: number) => Number(n.toFixed(6));
const dbRows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
const where = (problems: { row: number; column: string }[]) => problems.map((p) => `${p.row}:${p.column}`);

describe('POST /api/reports/ with import files (CSV and Excel)', () => {
  it('imports each kind with the figures the same stages get when entered by hand', async () => {
    const road =
      'origin,destination,distance_km,vehicle,vehicle_load_type,euro_standard,vehicles_number,operated_by,commodity,weight_t,tags\n' +
      'Madrid,"Valencia, ES",,Articulated truck 34-40 t,full_cargo,euro_6,1,third_party,Electronics,6,customer:ACME|order:PO-1\n';
    const rail = 'origin,destination,distance_km,vehicle,weight_t\nMadrid,Zaragoza,310,Electric freight train (average),4\n';
    const air = 'origin_iata,destination_iata,aircraft_type,aircraft_model,weight_t\nMAD,FRA,freighter,Airbus A321P2F,2\n';
    const sea = 'port_origin,port_destination,ship_type,ship_load_type,weight_t\nESVLC,NLRTM,"Container feeder (1,000 TEU)",container,10\n';
    const storage = 'warehouse_name,place,moves_number,type,weight_t\nValencia hub,"Valencia, ES",2,own,3\n';
    const res = await post(
      'demo.super',
      multipartForm({ ...FIELDS, project_name: 'Every kind' }, { road_overland_stages: road, rail_overland_stages: rail, air_stages: air, nautical_stages: sea, storages: storage }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const imported = await totalsOf(res.json().id);

    // The same stages through the forms: a report, its cargos, then each stage by its id.
    const hand = await json('demo.super', 'POST', '/api/reports/', { project_name: 'Every kind by hand', date: '2026-04-02' });
    const electronics = (await get('demo.super', '/api/commodities/?search=Electronics')).results[0].id;
    const cargo = async (weight: number, commodity?: number) => (await json('demo.super', 'POST', `/api/reports/${hand.id}/cargos/`, { weight, ...(commodity ? { commodity } : {}) })).id;
    const [c1, c2, c3, c4, c5] = [await cargo(6, electronics), await cargo(4), await cargo(2), await cargo(10), await cargo(3)];
    const lookup = async (path: string, name: string) => (await get('demo.super', `/api/${path}/?page_size=999`)).results.find((r: { name: string }) => r.name === name).id;
    const madrid = { origin: 'Madrid, Spain', origin_location: { lat: 40.4165, lng: -3.70256 } };
    await json('demo.super', 'POST', `/api/reports/${hand.id}/road-overland-stages/`, {
      ...madrid,
      destination: 'Valencia, Spain',
      destination_location: { lat: 39.46975, lng: -0.37739 },
      vehicle: await lookup('road-vehicles', 'Articulated truck 34-40 t'),
      vehicle_load_type: 'full_cargo',
      euro_standard: 'euro_6',
      cargos: [{ cargo: c1, tags: { customer: 'ACME', order: 'PO-1' } }],
    });
    await json('demo.super', 'POST', `/api/reports/${hand.id}/rail-overland-stages/`, {
      ...madrid,
      destination: 'Zaragoza, Spain',
      destination_location: { lat: 41.65606, lng: -0.87734 },
      distance: 310,
      vehicle: await lookup('rail-vehicles', 'Electric freight train (average)'),
      cargos: [{ cargo: c2 }],
    });
    const airports = imported.stages.find((s: TotalsStage) => s.kind === 'air');
    await json('demo.super', 'POST', `/api/reports/${hand.id}/air-stages/`, {
      origin: 'MAD',
      destination: 'FRA',
      origin_location: airports.origin_location,
      destination_location: airports.destination_location,
      aircraft_type: 'freighter',
      aircraft_model: await lookup('aircraft-models', 'Airbus A321P2F'),
      cargos: [{ cargo: c3 }],
    });
    await json('demo.super', 'POST', `/api/reports/${hand.id}/nautical-stages/`, {
      port_origin: 'ESVLC',
      port_destination: 'NLRTM',
      ship_type: await lookup('ship-types', 'Container feeder (1,000 TEU)'),
      ship_load_type: 'container',
      cargos: [{ cargo: c4 }],
    });
    await json('demo.super', 'POST', `/api/reports/${hand.id}/storages/`, {
      warehouse_name: 'Valencia hub',
      place: 'Valencia, Spain',
      place_location: { lat: 39.46975, lng: -0.37739 },
      moves_number: 2,
      type: 'own',
      cargos: [{ cargo: c5 }],
    });
    const byHand = await totalsOf(hand.id);

    const figures = (totals: { stages: TotalsStage[] }) =>
      totals.stages.map((s) => ({ kind: s.kind, co2: round(s.CO2_total), distance: round(s.distance), method: s.distance_method })).toSorted((a, b) => a.kind.localeCompare(b.kind));
    expect(figures(imported)).toEqual(figures(byHand));
    expect(round(imported.storages[0].CO2_total)).toBe(round(byHand.storages[0].CO2_total));
    expect(round(imported.CO2_total)).toBe(round(byHand.CO2_total));
    expect(imported.stages.map((s: TotalsStage) => s.distance_method).toSorted()).toEqual(['declared', 'gcd', 'gcd_circuity', 'sea_network']);
    const roadStage = imported.stages.find((s: TotalsStage) => s.kind === 'road');
    expect(roadStage).toMatchObject({ origin: 'Madrid, Spain', destination: 'Valencia, Spain' });
    expect(roadStage.cargos[0].tags).toEqual({ customer: 'ACME', order: 'PO-1' });
    expect(imported.cargos.map((c: { weight: number; commodity: string | null }) => [c.weight, c.commodity])).toEqual([
      [6, 'Electronics'],
      [4, null],
      [2, null],
      [10, null],
      [3, null],
    ]);
  });

  it('stores, as it imports, the very figures a recalculation of the report stores', async () => {
    const road = 'cargo,weight_t,origin,destination,distance_km,vehicle,tags\nA,6,Madrid,Zaragoza,,Articulated truck 34-40 t,customer:ACME\nB,4,Madrid,Lyon,,,\nA,,Zaragoza,"Barcelona, ES",300,,\n';
    const sea = 'cargo,ship_load_type,port_origin,port_destination\nA,container,ESVLC,NLRTM\n';
    const storage = 'cargo,warehouse_name,moves_number,type\nB,Hub,2,third_party\n';
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Stored as recalculated' }, { road_overland_stages: road, nautical_stages: sea, storages: storage }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const stored = async () => {
      return {
        report: await dbRows(sql`select co2_total, weight, input_hash, result from reports where id = ${id}`),
        stages: await dbRows(sql`select id, distance_km, distance_method, geometry, co2_total, result from stages where report_id = ${id} order by id`),
        links: await dbRows(sql`select l.stage_id, l.cargo_id, l.tags, l.co2_total, l.result from stage_cargos l join stages s on s.id = l.stage_id where s.report_id = ${id} order by 1, 2`),
        storages: await dbRows(sql`select id, co2_total, result from storages where report_id = ${id} order by id`),
        facts: await dbRows(sql`select count(*)::int as n, sum(co2e_ttw) as ttw, sum(co2e_wtt) as wtt from emission_facts where report_id = ${id}`),
      };
    };
    const imported = await stored();
    expect(imported.stages).toHaveLength(4);
    const recalculated = await t.call(tokens['demo.super'] as string, { method: 'POST', url: `/api/reports/${id}/calculate_emissions/` });
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    expect(await stored()).toEqual(imported);
  });

  it('reads Spanish headers, Spanish labels, `;` and decimal commas, with a BOM, in the Spanish user’s file', async () => {
    const road =
      '\uFEFForigen;destino;distancia_km;vehiculo;tipo_carga_vehiculo;operado_por;material;peso_t;etiquetas\n' +
      'Madrid;Zaragoza;312,5;Tractocamión articulado 34-40 t;Grupaje;Subcontratado;Electrónica;6,25;cliente:ACME\n';
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Importado en español' }, { road_overland_stages: road }), 'es');
    // `cliente` is not one of the company's tags: named in Spanish, by its column and row.
    expect(res.statusCode).toBe(400);
    expect(res.json().files.road_overland_stages).toEqual([{ row: 2, column: 'etiquetas', message: 'La etiqueta "cliente" no es una de las etiquetas de su empresa (customer, order, cost_center).' }]);

    const fixed = road.replace('cliente:ACME', 'customer:ACME');
    const ok = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Importado en español' }, { road_overland_stages: fixed }), 'es');
    expect(ok.statusCode, ok.body).toBe(201);
    const totals = await totalsOf(ok.json().id);
    expect(totals.stages[0]).toMatchObject({ distance: 312.5, distance_method: 'declared' });
    expect(totals.cargos[0]).toMatchObject({ weight: 6.25, commodity: 'Electronics' });
  });

  it('reads an Excel workbook: numbers, text, the values of its formulas; a formula without a value is a row problem', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('road');
    sheet.addRow(['Origin', 'Destination', 'Distance (km)', 'Weight (t)', 'Vehicle load type']);
    sheet.addRow(['Madrid', 'Zaragoza', 300, { formula: '2*3', result: 6 }, 'Full load']);
    sheet.addRow(['Madrid', 'Lyon', { richText: [{ text: '10' }, { text: '50' }] }, 2.5, 'groupage']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'From Excel' }, { road_overland_stages: file }));
    expect(res.statusCode, res.body).toBe(201);
    const totals = await totalsOf(res.json().id);
    expect(totals.stages.map((s: TotalsStage) => s.distance)).toEqual([300, 1050]);
    expect(totals.cargos.map((c: { weight: number }) => c.weight)).toEqual([6, 2.5]);

    sheet.addRow(['Madrid', 'Lyon', 100, { formula: 'A1*2' }, 'groupage']);
    const broken = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'From Excel, broken' }, { road_overland_stages: Buffer.from(await book.xlsx.writeBuffer()) }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().files.road_overland_stages).toEqual([{ row: 4, column: 'Weight (t)', message: expect.stringMatching(/^A formula without a saved value/) }]);
    expect(await reportsNamed('From Excel, broken')).toBe(0);
  });

  it('mixes kinds, and rows that share a cargo through the `cargo` column (the earlier API names still work)', async () => {
    const road = 'cargo,cargo_weight,commodity,distance,vehicle_load_type,tag:customer\nA,6,Electronics,500,groupage,ACME\nB,4,,500,groupage,\n';
    const sea = '\uFEFFcargo;ship_load_type;port_origin;port_destination;avoid;tag:order\nA;container;ESVLC;CNSHA;suez;PO-1\n';
    const storage = 'cargo,warehouse_name,moves_number,type,place_lat,place_lng\nB,Valencia hub,2,own,39.47,-0.38\n';
    const res = await post('demo.super', multipartForm(FIELDS, { road_overland_stages: road, nautical_stages: sea, storages: storage }));
    expect(res.statusCode, res.body).toBe(201);
    const totals = await totalsOf(res.json().id);
    expect(totals.cargos.map((c: { weight: number }) => c.weight)).toEqual([6, 4]);
    const road2 = totals.stages.filter((s: TotalsStage) => s.kind === 'road');
    // docs/methodology.md example (a) split over two rows: 6 t and 4 t over 500 km.
    expect(road2.map((s: TotalsStage) => Number(s.CO2_total.toFixed(3)))).toEqual([375.66, 250.44]);
    const sea2 = totals.stages.find((s: TotalsStage) => s.kind === 'nautical');
    expect(sea2).toMatchObject({ distance_method: 'sea_network' });
    expect(sea2.cargos[0]).toMatchObject({ cargo: road2[0].cargos[0].cargo, tags: { order: 'PO-1' } });
    expect(totals.storages[0]).toMatchObject({ warehouse_name: 'Valencia hub', type: 'own', place_location: { lat: 39.47, lng: -0.38 } });
  });

  it('lists every problem of every file with its row and column, in the asked language, and saves nothing', async () => {
    const road = [
      'origin,destination,distance_km,vehicle,vehicle_load_type,weight_t,tags,cargo',
      'Madrid,Zaragoza,abc,,groupage,2,,', // 2: distance not a number
      'Madrid,Zaragoza,10,Spaceship,groupage,3,,', // 3: unknown vehicle
      'Madrid,Zaragoza,10,,by camel,3,,', // 4: not a choice
      'Valencia,Zaragoza,,,groupage,3,,', // 5: ambiguous place
      'Nowhereville,Zaragoza,,,groupage,3,,', // 6: unknown place
      'Madrid,Zaragoza,10,,groupage,,,', // 7: road carries a cargo
      'Madrid,Zaragoza,10,,groupage,3,customer,', // 8: tags without a value syntax
      'Madrid,Zaragoza,10,,groupage,3,,X', // 9: cargo X, 3 t
      'Madrid,Zaragoza,10,,groupage,5,,X', // 10: cargo X again, 5 t
      'Madrid,,,,groupage,3,,', // 11: no distance and no destination
      'Madrid,Zaragoza,-5,,groupage,3,,', // 12: negative distance
    ].join('\n');
    const sea = 'port_origin,port_destination,ship_load_type,weight_t\nESVLC,XXZZZ,container,4\nESVLC,NLRTM,on deck,4\n';
    const storage = 'warehouse_name,moves_number,weight_t,nonsense\nHub,2,1,x\n';
    const before = await reportsNamed('Broken import');
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Broken import', date: 'yesterday' }, { road_overland_stages: road, nautical_stages: sea, storages: storage }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.date).toHaveLength(1);
    expect(where(body.files.road_overland_stages)).toEqual([
      '2:distance_km',
      '3:vehicle',
      '4:vehicle_load_type',
      '5:origin',
      '6:origin',
      '7:weight_t',
      '8:tags',
      '10:cargo',
      '11:destination',
      '12:distance_km',
    ]);
    const messages = body.files.road_overland_stages.map((p: { message: string }) => p.message);
    expect(messages[1]).toBe('No "Spaceship" found.');
    expect(messages[2]).toMatch(/^Not a valid choice\. Choose one of: Full load, Groupage\.$/);
    expect(messages[3]).toMatch(/^"Valencia" names several places: Valencia, Venezuela; Valencia, .*Spain.*"Valencia, VE"/);
    expect(messages[4]).toMatch(/^No place called "Nowhereville"/);
    expect(messages[7]).toBe('Cargo "X" was given as weight_t=3 on row 9.');
    expect(where(body.files.nautical_stages)).toEqual(['2:port_destination', '3:ship_load_type']);
    expect(body.files.storages).toEqual([{ row: 1, column: 'nonsense', message: 'Unknown column.' }]);
    expect(await reportsNamed('Broken import')).toBe(before);

    const es = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Broken import' }, { nautical_stages: sea }), 'es');
    expect(es.json().files.nautical_stages[0]).toEqual({ row: 2, column: 'port_destination', message: 'No hay ningún puerto con el UN/LOCODE "XXZZZ".' });
  });

  it('answers files it cannot read as row-less problems, never a 500', async () => {
    const cases: [string, Buffer | string, RegExp][] = [
      ['an image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), /^Not a CSV or Excel/],
      ['UTF-16 text', Buffer.from('\uFEFForigin,destination\nA,B\n', 'utf16le'), /UTF-16/],
      ['Windows-1252 text', Buffer.from('origin,destination,distance_km,weight_t\nMálaga,Sevilla,10,1\n', 'latin1'), /not UTF-8 text/],
      ['a broken workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), /^Not a readable Excel workbook/],
      ['an old .xls', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(100)]), /\.xls/],
      ['an unclosed quote', 'origin,distance_km\n"Madrid,10\n', /^Not a readable CSV file/],
      ['one 200,000-character row', `origin\n${'x'.repeat(200_000)}\n`, /longer than 100000 characters/],
      ['a header and no rows', 'origin,destination,distance_km,weight_t\n', /no rows/],
      ['nothing', '', /no rows/],
    ];
    for (const [what, content, message] of cases) {
      const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Unreadable' }, { rail_overland_stages: content }));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().files.rail_overland_stages, what).toEqual([{ row: null, column: null, message: expect.stringMatching(message) }]);
    }
    expect(await reportsNamed('Unreadable')).toBe(0);
  });

  it('refuses a workbook cut short, one that would unpack to gigabytes and a zip that is no workbook, before unpacking them', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('road').addRows([
      ['origin', 'destination', 'distance_km', 'weight_t'],
      ['Madrid', 'Zaragoza', 300, 2],
    ]);
    const whole = Buffer.from(await book.xlsx.writeBuffer());
    // A bomb: the central directory says the sheet unpacks to almost 4 GB (APPNOTE §4.3.12, size at offset 24).
    const bomb = Buffer.from(whole);
    const sheetEntry = bomb.indexOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]), bomb.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46);
    bomb.writeUInt32LE(0xfffffff0, sheetEntry + 24);
    // A zip with no worksheet (an .ods or a .docx): the directory names none (the sheet renamed, same length).
    const notBook = Buffer.from(whole);
    const named = notBook.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml'));
    notBook.write('xl/worksheetz/sheet1.xml', named);
    const cases: [string, Buffer, RegExp][] = [
      ['cut short', whole.subarray(0, Math.floor(whole.length * 0.8)), /^Not a readable Excel workbook: the file is cut short/],
      ['a bomb', bomb, /^The workbook would unpack to more than 1 GB/],
      ['no worksheet', notBook, /^Not a CSV or Excel \(\.xlsx\) file\.$/],
    ];
    for (const [what, content, message] of cases) {
      const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Hostile workbook' }, { road_overland_stages: content }));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().files.road_overland_stages, what).toEqual([{ row: null, column: null, message: expect.stringMatching(message) }]);
    }
    expect(await reportsNamed('Hostile workbook')).toBe(0);
  });

  it('takes names every object has as unknown form fields, not as files, and refuses a mapping that says two things of one header', async () => {
    const rail = 'origin,destination,distance_km,weight_t\nMadrid,Zaragoza,10,1\n';
    for (const field of ['constructor', 'toString', '__proto__']) {
      const res = await post('demo.super', multipartForm(FIELDS, { [field]: rail }));
      expect(res.statusCode, field).toBe(400);
    }
    const twice = await post('demo.super', multipartForm({ ...FIELDS, column_mappings: JSON.stringify({ rail_overland_stages: { Km: 'distance_km', KM: 'origin' } }) }, { rail_overland_stages: rail }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ 'column_mappings.rail_overland_stages.KM': ['This column repeats the column "Km".'] });
  });

  it('creates one material for one name however its rows write it, takes a port by name, and compares a shared cargo by its values', async () => {
    const sea = 'cargo,commodity,weight_t,port_origin,port_destination,ship_load_type\nA,Pig iron,3,Dover,Busan,full_cargo\nA,pig IRON,"3,0",GBDVR,KRPUS,full_cargo\nB,PIG iron,,NLRTM,ESVLC,full_cargo\n';
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'One material' }, { nautical_stages: sea }));
    expect(res.statusCode, res.body).toBe(400);
    // B names a new cargo without its weight: the one problem of the file.
    expect(where(res.json().files.nautical_stages)).toEqual(['4:weight_t']);
    const fixed = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'One material' }, { nautical_stages: sea.replace('B,PIG iron,,', 'B,PIG iron,2,') }));
    expect(fixed.statusCode, fixed.body).toBe(201);
    const materials = (await get('demo.super', '/api/commodities/?search=pig&page_size=50')).results as { name: string }[];
    expect(materials.map((m) => m.name)).toEqual(['Pig iron']);
    const totals = await totalsOf(fixed.json().id);
    expect(totals.cargos.map((c: { weight: number; commodity: string }) => [c.weight, c.commodity])).toEqual([
      [3, 'Pig iron'],
      [2, 'Pig iron'],
    ]);
    const legs = (await get('demo.super', `/api/reports/${fixed.json().id}/nautical-stages/?ordering=id`)).results;
    expect(legs.map((s: { port_origin: { locode: string } }) => s.port_origin.locode)).toEqual(['GBDVR', 'GBDVR', 'NLRTM']);
  });

  it('stops listing at 1,000 problems', async () => {
    const rows = Array.from({ length: 1_200 }, () => 'Madrid,Zaragoza,not a number,1').join('\n');
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Many problems' }, { road_overland_stages: `origin,destination,distance_km,weight_t\n${rows}\n` }));
    expect(res.statusCode).toBe(400);
    const problems = res.json().files.road_overland_stages;
    expect(problems).toHaveLength(1_001);
    expect(problems[1_000]).toEqual({ row: null, column: null, message: 'More than 1000 problems: only the first 1000 are listed. Fix these and import again.' });
  });

  it('imports for super users only', async () => {
    const rail = 'origin,destination,distance_km,weight_t\nMadrid,Zaragoza,10,1\n';
    for (const who of ['demo.admin', 'demo.user']) expect((await post(who, multipartForm(FIELDS, { rail_overland_stages: rail }))).statusCode, who).toBe(403);
    const plain = await post('demo.admin', multipartForm({ ...FIELDS, business_trip: 'false' }));
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('finds materials among the company’s own only, and creates one the file names that the company lacks', async () => {
    const demoMaterials = async () => (await get('demo.super', '/api/commodities/?page_size=999')).results as { id: number; name: string }[];
    // A material of another company: the import must not take it for one of Demo Logistics'.
    const other = await json('scope3.super', 'POST', '/api/commodities/', { name: 'Scope-three widgets', description: 'Made elsewhere' });
    expect((await demoMaterials()).some((m) => m.name === 'Scope-three widgets')).toBe(false);
    const rail = 'origin,destination,distance_km,commodity,weight_t\nMadrid,Zaragoza,10,Scope-three widgets,1\n';
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Foreign material' }, { rail_overland_stages: rail }));
    expect(res.statusCode, res.body).toBe(201);
    const created = (await demoMaterials()).find((m) => m.name === 'Scope-three widgets');
    expect(created).toBeDefined();
    expect(created?.id).not.toBe(other.id);
    const cargos = (await get('demo.super', `/api/reports/${res.json().id}/cargos/`)).results;
    expect(cargos[0].commodity).toEqual({ id: created?.id, name: 'Scope-three widgets' });
  });

  it('reads a company’s own headers through a mapping sent once, saved, and used by the next import', async () => {
    const csv = 'Salida,Llegada,Km,Toneladas,Notas\nMadrid,Zaragoza,10,1,fragile\n';
    const first = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Own headers' }, { rail_overland_stages: csv }));
    expect(first.statusCode).toBe(400);
    expect(first.json().files.rail_overland_stages.map((p: { column: string }) => p.column)).toEqual(['Salida', 'Llegada', 'Km', 'Toneladas', 'Notas']);

    const mapping = { rail_overland_stages: { Salida: 'origin', Llegada: 'destination', Km: 'distance_km', Toneladas: 'weight_t', Notas: null } };
    const wrongTarget = await post('demo.super', multipartForm({ ...FIELDS, column_mappings: JSON.stringify({ rail_overland_stages: { Km: 'kilometres' } }) }, { rail_overland_stages: csv }));
    expect(wrongTarget.statusCode).toBe(400);
    expect(Object.keys(wrongTarget.json())).toEqual(['column_mappings.rail_overland_stages.Km']);

    const mapped = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Own headers', column_mappings: JSON.stringify(mapping) }, { rail_overland_stages: csv }));
    expect(mapped.statusCode, mapped.body).toBe(201);
    const again = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Own headers, later' }, { rail_overland_stages: csv.replace('Zaragoza', 'Bilbao') }));
    expect(again.statusCode, again.body).toBe(201);
    expect((await totalsOf(again.json().id)).stages[0].destination).toBe('Bilbao, Spain');

    // Saved for Demo Logistics only.
    const elsewhere = await post('scope3.super', multipartForm({ ...FIELDS, project_name: 'Own headers' }, { rail_overland_stages: csv }));
    expect(elsewhere.statusCode).toBe(400);
  });
});
