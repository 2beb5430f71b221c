import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-lock-'));
  dirs.push(dir);
  return dir;
};

describe('lockDataDir', () => {
  const children: ReturnType<typeof spawn>[] = [];
  afterEach(() => children.splice(0).forEach((child) => child.kill()));

  it('creates the directory, holds the lock and releases it', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'trellis.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'trellis.lock'))).toBe(false);
  });

  it('refuses a directory another live process holds, naming that process', () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(other);
    writeFileSync(join(dir, 'trellis.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'trellis.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });
});
