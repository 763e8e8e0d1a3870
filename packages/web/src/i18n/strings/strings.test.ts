import { describe, expect, it } from 'vitest';
import en from '../en.json';
import es from '../es.json';
import { appStrings } from './app-strings.ts';
import { legalStrings } from './legal-strings.ts';
import { productStrings } from './product-strings.ts';
import { siteStrings } from './site-strings.ts';

// A section of en.json that no chunk loads shows its keys instead of text, and only on the screen that uses it.
const chunks = { siteStrings, appStrings, legalStrings, productStrings };

describe('strings per chunk', () => {
  it('loads every section of the translation files with exactly one chunk', () => {
    const owners = Object.keys(en).map((section): [string, string[]] => [section, Object.entries(chunks).filter(([, strings]) => section in strings.en).map(([name]) => name)]);
    expect(owners.filter(([, names]) => names.length !== 1)).toEqual([]);
  });

  it('carries the same sections, with the same texts as the files, in both languages', () => {
    for (const strings of Object.values(chunks)) {
      expect(Object.keys(strings.es)).toEqual(Object.keys(strings.en));
      for (const [section, texts] of Object.entries(strings.en)) expect(texts).toEqual(en[section as keyof typeof en]);
      for (const [section, texts] of Object.entries(strings.es)) expect(texts).toEqual(es[section as keyof typeof es]);
    }
  });
});
