import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/audit.json';
import es from '../../i18n/es/audit.json';

// The activity log shows every action and target type as words of its own strings (audit.json), not of the
// contracts' ENUM_LABELS (enum-labels.test.ts points here): a new action fails until both languages name it.
const at = (strings: unknown, path: string[]): unknown => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], strings);

describe.each([
  ['en', en],
  ['es', es],
] as const)('the activity log’s words in %s', (_language, strings) => {
  it.each(AUDIT_ACTIONS)('name the action %s', (action) => {
    const words = at(strings, ['audit', 'actions', ...action.split('.')]);
    expect(typeof words === 'string' && words.trim() !== '' && !words.includes('_')).toBe(true);
  });

  it.each(AUDIT_TARGET_TYPES)('name the target type %s', (type) => {
    const words = at(strings, ['audit', 'groups', type]);
    expect(typeof words === 'string' && words.trim() !== '').toBe(true);
  });
});
