import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses while a live Node process holds a lock without start time (an older Huella) and takes it over once it is gone', async () => {
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

  it('refuses while another Huella process holds the lock it wrote', async () => {
    dir = mkdtempSync(join(tmpdir(), 'huella-lock-'));
    const lockModule = new URL('./data-dir-lock.ts', import.meta.url).href;
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `(await import(${JSON.stringify(lockModule)})).lockDataDir(process.argv[1]); console.log('locked'); setTimeout(() => {}, 60000);`, dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.once('data', () => resolve());
        holder.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      expect(readFileSync(join(dir, 'huella.lock'), 'utf8')).toMatch(new RegExp(`^${holder.pid}\\nstarted \\d+$`));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    dir = mkdtempSync(join(tmpdir(), 'huella-lock-'));
    const other = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      // As a lock left by a Huella that died, whose pid the system then gave to `sleep`.
      writeFileSync(join(dir, 'huella.lock'), String(other.pid));
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, 'huella.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\n`));
      release();
      // The same, with a start time recorded: the pid's process started at another tick, so it is not the holder.
      writeFileSync(join(dir, 'huella.lock'), `${other.pid}\nstarted 1`);
      lockDataDir(dir)();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock file that names no process', () => {
    dir = mkdtempSync(join(tmpdir(), 'huella-lock-'));
    writeFileSync(join(dir, 'huella.lock'), 'garbage');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'huella.lock'))).toBe(true);
    release();
  });
});
