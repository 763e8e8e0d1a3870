import { describe, expect, it } from 'vitest';
import { insertConsumptionUsing } from '../../test-support/lookup-uses.ts';
import { signedInApp } from '../../test-support/signed-in-app.ts';

const { app, as, call } = signedInApp();

const es = { 'accept-language': 'es' };
let seq = 0;
const create = (who: string, extra: object = {}, headers: Record<string, string> = {}) =>
  call(who, 'POST', '/api/suppliers/', { name: `Power ${++seq}`, type: 'electricity', ...extra }, headers);

describe('/api/suppliers/', () => {
  it('creates, reads, replaces, changes and deletes a supplier', async () => {
    const created = await create('demo.super', { name: 'Endesa', A1: 0.2, B1: 0.01, C1: 0.003, factor_source: 'Disclosure 2025' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({ id, name: 'Endesa', type: 'electricity', A1: 0.2, B1: 0.01, C1: 0.003, factor_source: 'Disclosure 2025' });
    const url = `/api/suppliers/${id}/`;
    expect((await call('demo.user', 'GET', url)).json()).toEqual(created.json());
    // PUT is the whole form: factors left out are none.
    const replaced = await call('demo.super', 'PUT', url, { name: 'Endesa gas', type: 'natural_gas' });
    expect(replaced.json()).toEqual({ id, name: 'Endesa gas', type: 'natural_gas', A1: null, B1: null, C1: null, factor_source: '' });
    const changed = await call('demo.super', 'PATCH', url, { A1: '0.5', B1: '0', C1: 1 });
    expect(changed.json()).toEqual({ id, name: 'Endesa gas', type: 'natural_gas', A1: 0.5, B1: 0, C1: 1, factor_source: '' });
    // PATCH of one factor keeps the other two.
    expect((await call('demo.super', 'PATCH', url, { C1: '2' })).json()).toMatchObject({ A1: 0.5, B1: 0, C1: 2 });
    expect((await call('demo.super', 'PATCH', url, { A1: null, B1: null, C1: null })).json()).toMatchObject({ A1: null, B1: null, C1: null });
    expect((await call('demo.admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(404);
  });

  it('reads factors typed as text the way the request language writes numbers', async () => {
    const spanish = await create('demo.super', { A1: '0,09', B1: '12,5', C1: ' 0,001 ' }, es);
    expect(spanish.json()).toMatchObject({ A1: 0.09, B1: 12.5, C1: 0.001 });
    const english = await create('demo.super', { A1: '0.09', B1: '12.5', C1: '1,000' });
    expect(english.json()).toMatchObject({ A1: 0.09, B1: 12.5, C1: 1000 });
    // "1.000" is a thousand in Spanish, and one in English.
    expect((await create('demo.super', { A1: '1.000', B1: '1', C1: '1' }, es)).json()).toMatchObject({ A1: 1000 });
    expect((await create('demo.super', { A1: '1.000', B1: '1', C1: '1' })).json()).toMatchObject({ A1: 1 });
    // Empty boxes are no factor, not zeros.
    expect((await create('demo.super', { A1: '', B1: ' ', C1: null })).json()).toMatchObject({ A1: null, B1: null, C1: null });
  });

  it('refuses a factor that is not a number, negative or absurdly large, or given without the other two', async () => {
    const bad = await create('demo.super', { A1: 'abc', B1: '-1', C1: '1,2,3,4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      A1: ['A valid number is required.'],
      B1: ['A valid number is required.'],
      C1: ['A valid number is required.'],
    });
    expect((await create('demo.super', { A1: -0.5, B1: 1e6, C1: Number.MAX_VALUE })).json()).toEqual({
      A1: ['Ensure this value is greater than or equal to 0.'],
      B1: ['Ensure this value is less than or equal to 1000.'],
      C1: ['Ensure this value is less than or equal to 1000.'],
    });
    expect((await create('demo.super', { A1: '0.1' })).json()).toEqual({
      B1: ['Give the three factors (CO₂, CH₄ and N₂O), or none.'],
      C1: ['Give the three factors (CO₂, CH₄ and N₂O), or none.'],
    });
    expect((await create('demo.super', { A1: 'x', B1: '0,1' }, es)).json()).toEqual({
      A1: ['Se requiere un número válido.'],
      C1: ['Indique los tres factores (CO₂, CH₄ y N₂O), o ninguno.'],
    });
    expect((await create('demo.super', { A1: '1.2.3.4', B1: '1', C1: '1' }, es)).json()).toEqual({ A1: ['Se requiere un número válido.'] });
    // PATCH clearing one factor of three leaves the factor incomplete.
    const id = (await create('demo.super', { A1: 1, B1: 1, C1: 1 })).json().id;
    expect((await call('demo.super', 'PATCH', `/api/suppliers/${id}/`, { B1: null })).json()).toEqual({
      B1: ['Give the three factors (CO₂, CH₄ and N₂O), or none.'],
    });
  });

  it('refuses bad fields naming them, in English and Spanish', async () => {
    const bad = await create('demo.super', { name: '', type: 'coal', A1: [1], factor_source: 'x'.repeat(501) });
    expect(bad.json()).toEqual({
      name: ['This field may not be blank.'],
      type: ['Not a valid choice. Choose one of: gasoil, natural_gas, electricity.'],
      A1: ['Enter a valid value.'],
      factor_source: ['Ensure this field has no more than 500 characters.'],
    });
    const spanish = await app().call(as('demo.super'), { method: 'POST', url: '/api/suppliers/', payload: { name: 'x'.repeat(256), A1: 'x'.repeat(51) }, headers: es });
    expect(spanish.json()).toMatchObject({
      name: ['Asegúrese de que este campo no tenga más de 255 caracteres.'],
      type: ['Este campo es obligatorio.'],
    });
    expect(spanish.json()).toHaveProperty('A1');
  });

  it('refuses a second supplier of one type with the same name, and allows it for another type or company', async () => {
    await create('demo.super', { name: 'Acme Energía', type: 'gasoil' });
    const dup = await create('demo.admin', { name: 'ACME energía', type: 'gasoil' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: ['A supplier of this type with this name already exists.'] });
    expect((await create('demo.admin', { name: 'acme energía', type: 'gasoil' }, es)).json()).toEqual({
      name: ['Ya existe un proveedor de ese tipo con ese nombre.'],
    });
    expect((await create('demo.super', { name: 'Acme Energía', type: 'natural_gas' })).statusCode).toBe(201);
    expect((await create('platform.super', { name: 'Acme Energía', type: 'gasoil' })).statusCode).toBe(201);
  });

  it('lets super and admin create and delete, only super edit, and every user of the company list and read', async () => {
    expect((await create('demo.admin')).statusCode).toBe(201);
    expect((await create('demo.user')).statusCode).toBe(403);
    const url = `/api/suppliers/${(await create('demo.super')).json().id}/`;
    for (const who of ['demo.admin', 'demo.user']) {
      expect((await call(who, 'PATCH', url, { name: 'x' })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', url, { name: 'x', type: 'gasoil' })).statusCode, who).toBe(403);
    }
    expect((await call('demo.user', 'GET', url)).statusCode).toBe(200);
    expect((await call('demo.user', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('demo.super', 'DELETE', url)).statusCode).toBe(204);
  });

  it('answers 403 on every route to a company that reports scope 3 only', async () => {
    const url = '/api/suppliers/1/';
    for (const route of [
      { method: 'GET' as const, url: '/api/suppliers/' },
      { method: 'POST' as const, url: '/api/suppliers/', payload: { name: 'x', type: 'gasoil' } },
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { name: 'x', type: 'gasoil' } },
      { method: 'PATCH' as const, url, payload: { name: 'x' } },
      { method: 'DELETE' as const, url },
    ]) {
      expect((await app().call(as('scope3.super'), route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("answers 404 for another company's supplier on every route, and leaves it out of the list", async () => {
    const foreign = (await create('platform.super')).json().id;
    const url = `/api/suppliers/${foreign}/`;
    for (const [method, payload] of [['GET'], ['PUT', { name: 'x', type: 'gasoil' }], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      expect((await call('demo.super', method, url, payload)).statusCode, method).toBe(404);
    }
    const list = (await call('demo.super', 'GET', '/api/suppliers/?page_size=999')).json();
    expect(list.results.map((s: { id: number }) => s.id)).not.toContain(foreign);
  });

  it('answers 409 saying how many consumptions use a supplier it is asked to delete, and keeps it', async () => {
    const supplier = (await create('demo.super')).json().id;
    const report = (await app().call(as('demo.super'), { method: 'POST', url: '/api/reports/', payload: { project_name: 'Uses', date: '2026-02-03' } })).json().id;
    for (let i = 0; i < 3; i++) await insertConsumptionUsing(app().db, report, { supplierId: supplier });
    const url = `/api/suppliers/${supplier}/`;
    const refused = await call('demo.admin', 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Consumptions using this supplier: 3. Change or delete them first.' });
    expect((await call('demo.admin', 'DELETE', url, undefined, es)).json()).toEqual({
      detail: 'Consumos que usan este proveedor: 3. Modifíquelos o elimínelos antes.',
    });
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(200);
  });

  it('filters by type and searches the name, as the consumption form asks for electricity suppliers', async () => {
    const electricity = (await call('demo.user', 'GET', '/api/suppliers/?type=electricity&page_size=999')).json();
    expect(electricity.results.every((s: { type: string }) => s.type === 'electricity')).toBe(true);
    expect(electricity.results.map((s: { name: string }) => s.name)).toContain('Iberdrola Clientes');
    const found = (await call('demo.user', 'GET', '/api/suppliers/?search=IBERDROLA')).json();
    expect(found.results).toEqual([
      {
        id: expect.any(Number),
        name: 'Iberdrola Clientes',
        type: 'electricity',
        A1: 0.09,
        B1: 0.002,
        C1: 0.001,
        factor_source: 'Supplier fuel-mix disclosure 2025 (demo value)',
      },
    ]);
    expect((await call('demo.user', 'GET', '/api/suppliers/?type=coal')).json()).toEqual({
      type: ['Not a valid choice. Choose one of: gasoil, natural_gas, electricity.'],
    });
    const byType = (await call('demo.user', 'GET', '/api/suppliers/?search=a&ordering=type,-name&page_size=999')).json().results;
    expect(byType.map((s: { type: string }) => s.type)).toEqual(byType.map((s: { type: string }) => s.type).toSorted());
  });
});
