// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, storedLanguage, storeLanguage } from './language.ts';

describe('the language choice', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('is English when nothing, or something odd, is stored', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('huella.language', 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it('is kept in local storage and told to the server in a cookie, so the next page arrives written in it', () => {
    storeLanguage('es');
    expect(storedLanguage()).toBe('es');
    expect(document.cookie).toContain('huella_language=es');
    storeLanguage('en');
    expect(document.cookie).toContain('huella_language=en');
    expect(document.cookie).not.toContain('huella_language=es');
  });

  it('writes the cookie again when local storage has the language but the cookie is gone', () => {
    localStorage.setItem('huella.language', 'es');
    storeLanguage('es');
    expect(document.cookie).toContain('huella_language=es');
  });
});
