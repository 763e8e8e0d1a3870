// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('marks what was read in one language out of date when the language changes', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('en');
    const client = createQueryClient(i18n);
    client.setQueryData(['road-vehicles'], [{ id: 1, name: 'Rigid truck 17-26 t' }]);
    expect(client.getQueryState(['road-vehicles'])?.isInvalidated).toBe(false);
    await i18n.changeLanguage('es');
    expect(client.getQueryState(['road-vehicles'])?.isInvalidated).toBe(true);
  });
});
