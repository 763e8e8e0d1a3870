import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Messages = { [key: string]: string | Messages };

/**
 * The app's own words in one language, by i18n key (packages/web/src/i18n/<language>/*.json, one file per chunk), with
 * `{{placeholders}}` filled: a journey written once reads the same in English and in Spanish.
 */
export function translator(language: 'en' | 'es') {
  const folder = join(root, 'packages', 'web', 'src', 'i18n', language);
  const all = Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Messages)) as Messages;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), all);
    if (typeof found !== 'string') throw new Error(`no ${language} message ${key}`);
    // `{{total, number}}`: grouped as i18next's number format groups it in the language.
    return found.replace(/\{\{(\w+)(, *number)?\}\}/g, (_match, name: string, number: string | undefined) => {
      const value = values[name] ?? '';
      return number && typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : String(value);
    });
  };
}
export type Translate = ReturnType<typeof translator>;
