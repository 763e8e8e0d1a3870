import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses while a live process holds the lock and takes it over once that process is gone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'huella-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(join(dir, 'huella.lock'), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    await new Promise<void>((resolve) => {
      holder.once('exit', () => resolve());
      holder.kill('SIGKILL');
    });
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'huella.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'huella.lock'))).toBe(false);
  });

  it('takes over a lock file that names no process', () => {
    dir = mkdtempSync(join(tmpdir(), 'huella-lock-'));
    writeFileSync(join(dir, 'huella.lock'), 'garbage');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'huella.lock'))).toBe(true);
    release();
  });
});
