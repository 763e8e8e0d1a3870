import { describe, expect, it } from 'vitest';
import { appStrings } from './app-strings.ts';
import { auditStrings } from './audit-strings.ts';
import { legalStrings } from './legal-strings.ts';
import { productStrings } from './product-strings.ts';
import { siteStrings } from './site-strings.ts';
import { statsStrings } from './stats-strings.ts';

// Each chunk brings its own strings file (i18n/<language>/<chunk>.json). A section in two files would be downloaded
// twice and could drift; a key in one language only shows the key itself to the other language's users.
const chunks = { siteStrings, appStrings, legalStrings, productStrings, statsStrings, auditStrings };

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe('strings per chunk', () => {
  it('holds each section in one file only', () => {
    const sections = Object.values(chunks).flatMap((strings) => Object.keys(strings.en));
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([]);
  });

  it('has every key in both languages, and no empty text', () => {
    for (const strings of Object.values(chunks)) {
      expect(keys(strings.es as Tree).toSorted()).toEqual(keys(strings.en as Tree).toSorted());
      for (const language of ['en', 'es'] as const) {
        const texts = keys(strings[language] as Tree).map((key) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part] ?? '', strings[language] as Tree));
        expect(texts.filter((text) => text === '')).toEqual([]);
      }
    }
  });
});
