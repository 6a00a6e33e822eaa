import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { acquireDataDirLock, DataDirLockedError, isHolderAlive, lockFileOf } from '../../src/db/lock.ts';

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'genba-lock-')), 'pglite');

/** A pid that surely belonged to a process that has exited. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
};

describe('the data-directory lock', () => {
  it('holds the pid while held, refuses a second holder, and is gone after release', () => {
    const dir = dataDir();
    const lock = acquireDataDirLock(dir);
    expect(lock.file).toBe(lockFileOf(dir));
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/使用中.*\n.*\n.*in use by another Genba server/s);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over the lock of a crashed server (dead pid)', () => {
    const dir = dataDir();
    const pid = deadPid();
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid, host: hostname(), since: '2026-01-01T00:00:00Z' }));
    expect(isHolderAlive({ pid, host: hostname(), since: '' })).toBe(false);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('refuses while another live process holds it, and when the holder is on another host', async () => {
    const dir = dataDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = sleeper.pid ?? 0;
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid, host: hostname(), since: '' }));
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${pid}`);
    } finally {
      sleeper.kill('SIGKILL');
    }
    const other = dataDir();
    writeFileSync(lockFileOf(other), JSON.stringify({ pid: deadPid(), host: 'another-host', since: '' }));
    expect(() => acquireDataDirLock(other)).toThrow(DataDirLockedError);
  });

  it('a second PGlite on the same directory in one process is refused too', async () => {
    const dir = dataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 60_000);
});
