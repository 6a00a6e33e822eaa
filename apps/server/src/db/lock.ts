import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds a data directory: written as JSON into the lock file. */
export type LockHolder = { pid: number; host: string; since: string };

export type DataDirLock = { file: string; release: () => void };

/** A second server on a directory that another live server holds. */
export class DataDirLockedError extends Error {
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      [
        `データディレクトリ ${dataDir} は別のGenbaサーバー（pid ${holder.pid}, ${holder.host}）が使用中のため、起動を中止しました。`,
        '同じデータを2つのサーバーで開くと書き込みが失われます。先のサーバーを停止するか、DATA_DIR に別のディレクトリを指定してください。',
        `The data directory ${dataDir} is in use by another Genba server (pid ${holder.pid} on ${holder.host}); two servers on one directory lose writes.`,
        'Stop that server or set DATA_DIR to another directory.',
      ].join('\n'),
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

/** The lock file sits beside the directory (data/pglite.lock), so PGlite never sees it. */
export const lockFileOf = (dataDir: string): string => `${dataDir.replace(/\/+$/, '')}.lock`;

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

const readHolder = (file: string): LockHolder | undefined => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, host, since } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, host: typeof host === 'string' ? host : '', since: typeof since === 'string' ? since : '' };
  } catch {
    return undefined;
  }
};

/**
 * Whether the holder still runs. A lock of this very process counts as held
 * (a second open in one process is the same mistake). A pid that no longer
 * exists, or that now belongs to a program that is not Node (the pid was
 * reused after a crash), is stale. A holder on another host cannot be checked
 * and counts as alive.
 */
export const isHolderAlive = (holder: LockHolder): boolean => {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
};

const tryCreate = (file: string): boolean => {
  let fd: number;
  try {
    // 'wx' creates the file only if it does not exist: atomic on local file systems.
    fd = openSync(file, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
};

/**
 * Takes the exclusive lock on a PGlite data directory: a lock file holding
 * this process's pid, kept while the server runs and removed on close or
 * exit. A lock left by a crashed server (kill -9, power loss) names a dead
 * pid and is taken over; a live holder makes this throw DataDirLockedError.
 */
export const acquireDataDirLock = (dataDir: string): DataDirLock => {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file)) {
      const release = () => {
        process.off('exit', release);
        if (readHolder(file)?.pid !== process.pid) return;
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { file, release };
    }
    const holder = readHolder(file);
    // An unreadable file may be a lock being written this instant: treat it as held once.
    if (!holder) {
      if (attempt === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        continue;
      }
      throw new DataDirLockedError(dataDir, { pid: 0, host: 'unknown', since: '' });
    }
    if (isHolderAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale: move it aside (only one contender's rename can succeed), then check that what was
    // moved is the dead holder's file and not a lock another starter took in between.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved && moved.pid !== holder.pid && isHolderAlive(moved)) {
      renameSync(aside, file);
      throw new DataDirLockedError(dataDir, moved);
    }
    unlinkSync(aside);
  }
  const holder = readHolder(file) ?? { pid: 0, host: 'unknown', since: '' };
  throw new DataDirLockedError(dataDir, holder);
};
