import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPermissions } from './render-permissions.ts';

describe('docs/permissions.md', () => {
  it('is the permission table as rendered now (write-permissions-doc.ts renders it again)', () => {
    const written = readFileSync(resolve(import.meta.dirname, '../../../../docs/permissions.md'), 'utf8');
    expect(written).toBe(renderPermissions());
  });
});
