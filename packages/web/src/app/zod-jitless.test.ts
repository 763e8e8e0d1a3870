import { describe, expect, it } from 'vitest';

describe('zod in jitless mode', () => {
  it('reads the setting the entry makes before zod loads', async () => {
    await import('./zod-jitless.ts');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
