import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, filterTemplates, users } from '../../db/schema.ts';
import { signedInApp, type Json } from '../../test-support/signed-in-app.ts';

const { app, call } = signedInApp();

const URL = '/api/filter-templates/';
const es = { 'accept-language': 'es' };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
let seq = 0;
const create = (who: string, extra: object = {}, headers: Record<string, string> = {}) =>
  call(who, 'POST', URL, { name: `Template ${++seq}`, topic: 'global_emissions', ...extra }, headers);
const made = async (who: string, extra: object = {}): Promise<Json> => {
  const res = await create(who, extra);
  if (res.statusCode !== 201) throw new Error(`POST ${URL} as ${who}: ${res.statusCode} ${res.body}`);
  return res.json();
};
/** Every template `who` has, as the list shows them. */
const own = async (who: string): Promise<Json[]> => (await call(who, 'GET', `${URL}?page_size=1000`)).json().results;
const names = (page: Json) => page.results.map((t: Json) => t.name);

/** `who` sends `payload`; the answer must be a 400, and nothing of `who`'s may have changed. */
async function refused(who: string, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) {
  const before = await own(who);
  const res = await call(who, method, url, payload, headers);
  expect(res.statusCode, res.body).toBe(400);
  expect(await own(who)).toEqual(before);
  return res.json();
}
const post = (payload: object, headers: Record<string, string> = {}, who = 'demo.user') => refused(who, 'POST', URL, payload, headers);

describe('/api/filter-templates/', () => {
  it.each(['demo.super', 'demo.admin', 'demo.user'])('lets %s save, read, replace, change and delete a template of its own', async (who) => {
    const created = await create(who, {
      name: '  Last month, ACME  ',
      description: ' Road only ',
      filters: { date_preset: 'last_month', reports: [3, 1], tags: [' customer:ACME '], consolidated: true },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Last month, ACME',
      description: 'Road only',
      topic: 'global_emissions',
      filters: { date_preset: 'last_month', reports: [3, 1], tags: ['customer:ACME'], consolidated: true },
      created_at: expect.stringMatching(ISO),
      updated_at: body.created_at,
    });
    const url = `${URL}${body.id}/`;
    expect((await call(who, 'GET', url)).json()).toEqual(body);

    const replaced = await call(who, 'PUT', url, { name: 'By material', topic: 'emissions_materials', filters: { view: 'transport', commodities: [7] } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      ...body,
      name: 'By material',
      description: '',
      topic: 'emissions_materials',
      filters: { view: 'transport', commodities: [7] },
      updated_at: expect.stringMatching(ISO),
    });
    expect(Date.parse(replaced.json().updated_at)).toBeGreaterThan(Date.parse(body.created_at));

    // A PATCH keeps what it does not name: the filters above all, which a defaulted field would have emptied.
    const changed = await call(who, 'PATCH', url, { description: 'Transport view' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'By material', description: 'Transport view', topic: 'emissions_materials', filters: { view: 'transport', commodities: [7] } });
    expect((await call(who, 'GET', url)).json()).toEqual(changed.json());

    const deleted = await call(who, 'DELETE', url);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call(who, 'GET', url)).statusCode).toBe(404);
    expect((await own(who)).map((t) => t.id)).not.toContain(body.id);
  });

  it('lists only your own templates by name whatever its case, searching the name and keeping one topic', async () => {
    const mine = [
      await made('demo.user', { name: 'zeta road', topic: 'emissions_projects' }),
      await made('demo.user', { name: 'Alpha ROAD' }),
      await made('demo.user', { name: 'beta rail', topic: 'emissions_projects' }),
      await made('demo.user', { name: '100%_road' }),
    ];
    await made('demo.admin', { name: 'Admin road' });
    await made('platform.super', { name: 'Platform road' });
    const all = (await call('demo.user', 'GET', URL)).json();
    expect(all.count).toBe((await own('demo.user')).length);
    expect((await own('demo.user')).map((t) => t.id).toSorted()).toEqual(mine.map((t) => t.id).toSorted());
    expect(names(all)).toEqual(['100%_road', 'Alpha ROAD', 'beta rail', 'zeta road']);

    expect(names((await call('demo.user', 'GET', `${URL}?search=Road`)).json())).toEqual(['100%_road', 'Alpha ROAD', 'zeta road']);
    expect(names((await call('demo.user', 'GET', `${URL}?search=%25_`)).json())).toEqual(['100%_road']);
    expect(names((await call('demo.user', 'GET', `${URL}?topic=emissions_projects`)).json())).toEqual(['beta rail', 'zeta road']);
    expect(names((await call('demo.user', 'GET', `${URL}?topic=emissions_projects&search=ROAD`)).json())).toEqual(['zeta road']);
    expect(names((await call('demo.admin', 'GET', `${URL}?search=road`)).json())).toEqual(['Admin road']);

    const paged = (await call('demo.user', 'GET', `${URL}?page_size=3&page=2`)).json();
    expect(paged).toMatchObject({ count: 4, results: [{ name: 'zeta road' }], next: null });
    const badTopic = await call('demo.user', 'GET', `${URL}?topic=statistics`, undefined, es);
    expect(badTopic.statusCode).toBe(400);
    expect(Object.keys(badTopic.json())).toEqual(['topic']);
  });

  it("answers 404 for another user's template on every route, whatever the role or company, and leaves it as it was", async () => {
    const theirs = await made('demo.user', { name: 'Private', filters: { commodities: [1] } });
    const url = `${URL}${theirs.id}/`;
    for (const who of ['demo.admin', 'demo.super', 'platform.super']) {
      for (const [method, payload] of [['GET'], ['PUT', { name: 'x', topic: 'global_emissions' }], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode, `${who} ${method}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
      expect((await own(who)).map((t) => t.id)).not.toContain(theirs.id);
    }
    expect((await call('demo.user', 'GET', url)).json()).toEqual(theirs);
  });

  it('answers 401 to a caller who is not signed in, and saves nothing', async () => {
    const mine = await made('demo.user');
    const before = await own('demo.user');
    const url = `${URL}${mine.id}/`;
    const body = { name: 'Anonymous', topic: 'global_emissions' };
    for (const [method, path, payload] of [['GET', URL], ['POST', URL, body], ['GET', url], ['PUT', url, body], ['PATCH', url, body], ['DELETE', url]] as const) {
      const res = await app().call(null, { method, url: path, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(Object.keys(res.json())).toEqual(['detail']);
    }
    expect(await own('demo.user')).toEqual(before);
  });

  describe('refusing a bad template', () => {
    it('asks for a name with the form’s own words when it is missing, blank or null, in English and Spanish', async () => {
      for (const name of [undefined, '', '   ', null]) {
        expect(await post({ name, topic: 'global_emissions' }), String(name)).toEqual({ name: ['Please provide a name'] });
        expect(await post({ name, topic: 'global_emissions' }, es), String(name)).toEqual({ name: ['Por favor, indique un nombre'] });
      }
      const saved = await made('demo.user');
      const url = `${URL}${saved.id}/`;
      expect(await refused('demo.user', 'PATCH', url, { name: ' ' })).toEqual({ name: ['Please provide a name'] });
      expect(await refused('demo.user', 'PUT', url, { topic: 'global_emissions' }, es)).toEqual({ name: ['Por favor, indique un nombre'] });
    });

    it('names the usual faults of the name, description and topic, in English and Spanish', async () => {
      const bad = { name: 'x'.repeat(101), description: 'd'.repeat(1001), topic: 'statistics' };
      expect(await post(bad)).toEqual({
        name: ['Ensure this field has no more than 100 characters.'],
        description: ['Ensure this field has no more than 1000 characters.'],
        topic: [
          'Not a valid choice. Choose one of: global_emissions, emissions_projects, emissions_materials, emissions_tags, emissions_consumptions, emissions_company_vehicles.',
        ],
      });
      expect(await post({ ...bad, name: 12 }, es)).toEqual({
        name: ['No es un valor válido de tipo texto.'],
        description: ['Asegúrese de que este campo no tenga más de 1000 caracteres.'],
        topic: [
          'Opción no válida. Elija una de: global_emissions, emissions_projects, emissions_materials, emissions_tags, emissions_consumptions, emissions_company_vehicles.',
        ],
      });
      expect(await post({ name: 'No topic' })).toEqual({ topic: ['This field is required.'] });
      expect(await post({ name: 'No topic' }, es)).toEqual({ topic: ['Este campo es obligatorio.'] });
    });

    it('names each filter the topic’s tab refuses at filters.<key>, an unknown one as such, in English and Spanish', async () => {
      const filters = { date_preset: 'yesterday', reports: [0, 2], tags: ['no colon'], centers: [1], 'group by': 'x' };
      expect(await post({ name: 'Bad filters', topic: 'global_emissions', filters })).toEqual({
        'filters.date_preset': ['Not a valid choice. Choose one of: this_week, this_month, this_year, last_week, last_month, last_3_months, last_6_months, last_year.'],
        'filters.reports.0': ['Ensure this value is greater than 0.'],
        'filters.tags.0': ['Enter a valid value.'],
        'filters.centers': ['This tab has no filter "centers".'],
        'filters.group by': ['This tab has no filter "group by".'],
      });
      expect(await post({ name: 'Bad filters', topic: 'global_emissions', filters }, es)).toEqual({
        'filters.date_preset': ['Opción no válida. Elija una de: this_week, this_month, this_year, last_week, last_month, last_3_months, last_6_months, last_year.'],
        'filters.reports.0': ['Asegúrese de que este valor sea mayor que 0.'],
        'filters.tags.0': ['Introduzca un valor válido.'],
        'filters.centers': ['Esta pestaña no tiene el filtro "centers".'],
        'filters.group by': ['Esta pestaña no tiene el filtro "group by".'],
      });
      // The same filter is the tab's own on another topic.
      expect((await create('demo.user', { topic: 'emissions_consumptions', filters: { centers: [1], consumption_types: ['gasoil'] } })).statusCode).toBe(201);
      expect(await post({ name: 'Not an object', topic: 'global_emissions', filters: ['reports'] })).toEqual({ filters: ['Not a valid object.'] });
      expect(await post({ name: 'Null', topic: 'global_emissions', filters: null })).toEqual({ filters: ['This field may not be null.'] });
    });

    it('refuses a second template of yours with the same name on the same tab, whatever its case', async () => {
      const first = await made('demo.user', { name: 'Quarterly' });
      expect(await post({ name: ' QUARTERLY ', topic: 'global_emissions' })).toEqual({ name: ['You already have a template with this name on this tab.'] });
      expect(await post({ name: 'quarterly', topic: 'global_emissions' }, es)).toEqual({ name: ['Ya tiene una plantilla con este nombre en esta pestaña.'] });
      // Another tab, another user or another company may have it.
      const otherTab = await made('demo.user', { name: 'Quarterly', topic: 'emissions_tags' });
      await made('demo.admin', { name: 'Quarterly' });
      await made('platform.super', { name: 'Quarterly' });
      // Renaming a template to its own name in another case is no clash; moving it to a tab where the name is taken is.
      expect((await call('demo.user', 'PATCH', `${URL}${first.id}/`, { name: 'quarterly' })).json()).toMatchObject({ name: 'quarterly' });
      expect(await refused('demo.user', 'PATCH', `${URL}${otherTab.id}/`, { topic: 'global_emissions' })).toEqual({
        name: ['You already have a template with this name on this tab.'],
      });
      const third = await made('demo.user', { name: 'Yearly' });
      expect(await refused('demo.user', 'PUT', `${URL}${third.id}/`, { name: 'QUARTERLY', topic: 'global_emissions' })).toEqual({
        name: ['You already have a template with this name on this tab.'],
      });
    });

    it('answers the same 400 when the unique index, not the check, finds the twin (two saves at the same moment)', async () => {
      // The check reads the caller's company; the unique index is on (user, topic, name) alone. A row of the user's
      // under another company is seen by the index only: it stands for a twin saved between the check and the write.
      const { db } = app();
      const [user] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, 'demo.user'));
      const [elsewhere] = await db.select({ id: companies.id }).from(companies).where(ne(companies.id, user!.companyId)).limit(1);
      await db.insert(filterTemplates).values({ companyId: elsewhere!.id, userId: user!.id, name: 'Twin', topic: 'emissions_tags' });

      expect(await post({ name: 'TWIN', topic: 'emissions_tags' })).toEqual({ name: ['You already have a template with this name on this tab.'] });
      expect(await post({ name: 'twin', topic: 'emissions_tags' }, es)).toEqual({ name: ['Ya tiene una plantilla con este nombre en esta pestaña.'] });
      const saved = await made('demo.user', { name: 'Not yet a twin', topic: 'emissions_tags' });
      expect(await refused('demo.user', 'PATCH', `${URL}${saved.id}/`, { name: 'Twin' })).toEqual({ name: ['You already have a template with this name on this tab.'] });
    });

    it('checks the stored filters against the new topic of a PATCH, and keeps the template when they do not fit', async () => {
      const saved = await made('demo.user', { topic: 'global_emissions', filters: { commodities: [4], consolidated: false } });
      const url = `${URL}${saved.id}/`;
      expect(await refused('demo.user', 'PATCH', url, { topic: 'emissions_projects' })).toEqual({ 'filters.commodities': ['This tab has no filter "commodities".'] });
      expect((await call('demo.user', 'GET', url)).json()).toEqual(saved);
      const moved = await call('demo.user', 'PATCH', url, { topic: 'emissions_materials', filters: { commodities: [4] } });
      expect(moved.json()).toMatchObject({ topic: 'emissions_materials', filters: { commodities: [4] }, name: saved.name });
      expect(await refused('demo.user', 'PATCH', url, { filters: { commodities: 'all' } })).toEqual({ 'filters.commodities': ['Not a valid list.'] });
    });

    it('refuses the consumption and company-vehicle tabs to a company that accounts for scope 3 only, in its language', async () => {
      for (const topic of ['emissions_consumptions', 'emissions_company_vehicles']) {
        expect(await post({ name: 'Fleet', topic }, {}, 'scope3.super')).toEqual({ topic: ['This tab is not available to companies that account for scope 3 only.'] });
        expect((await create('demo.user', { name: 'Fleet', topic })).statusCode).toBe(201);
      }
      expect(await post({ name: 'Fleet', topic: 'emissions_consumptions' }, es, 'scope3.super')).toEqual({
        topic: ['Esta pestaña no está disponible para las empresas que solo contabilizan el alcance 3.'],
      });
      const saved = await made('scope3.super', { name: 'Projects', topic: 'emissions_projects' });
      expect(await refused('scope3.super', 'PATCH', `${URL}${saved.id}/`, { topic: 'emissions_company_vehicles', filters: {} })).toEqual({
        topic: ['This tab is not available to companies that account for scope 3 only.'],
      });
    });
  });
});
