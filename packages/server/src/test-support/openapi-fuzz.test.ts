import { describe, expect, it } from 'vitest';
import { isDrfError } from './openapi-fuzz.ts';

// The fuzz's judge of an error body: what it lets through is what a client may rely on.
describe('isDrfError', () => {
  it('takes a detail, field messages, and an import’s file problems beside them (docs/import.md "Errors")', () => {
    expect(isDrfError({ detail: 'Not found.' })).toBe(true);
    expect(isDrfError({ project_name: ['This field is required.'] })).toBe(true);
    const files = { nautical_stages: [{ row: null, column: null, message: 'The file is not UTF-8 text.' }], storages: [{ row: 3, column: 'vehicle', message: 'No "Spaceship" found.' }] };
    expect(isDrfError({ project_name: ['This field is required.'], files })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isDrfError({})).toBe(false);
    expect(isDrfError({ detail: 3 })).toBe(false);
    expect(isDrfError({ project_name: [] })).toBe(false);
    expect(isDrfError({ project_name: 'required' })).toBe(false);
    expect(isDrfError({ files: { storages: [] } })).toBe(false);
    expect(isDrfError({ files: { storages: [{ row: '3', column: null, message: 'x' }] } })).toBe(false);
    expect(isDrfError({ other: { storages: [{ row: null, column: null, message: 'x' }] } })).toBe(false);
    expect(isDrfError({ code: 'FST_ERR', message: 'boom' })).toBe(false);
  });
});
