import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (`node src/main.ts`) as a child process on 127.0.0.1, for
 * the attack tests of the auth helper: a fresh data directory unless one is
 * given, development mode, and a bounded start-up wait. (A shared helper of
 * the same kind, test/attack/server.ts, comes with the edge work.)
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export const newDataDir = (): string => mkdtempSync(path.join(tmpdir(), 'genba-attack-'));

export type RealServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Spawns the server; resolves once it listens, rejects (with its output) if it exits first or is too slow. */
export const spawnServer = async (
  options: { dataDir?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RealServer> => {
  const started = spawnRaw({ ...options, port: await freePort() });
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  while (!started.output().includes('Genba: http://localhost:')) {
    if (started.child.exitCode !== null || started.child.signalCode !== null)
      throw new Error(`server exited before listening:\n${started.output()}`);
    if (Date.now() > deadline) {
      started.child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return started;
};

/** Spawns the server without waiting for it (for servers expected to refuse to start). */
export const spawnRaw = (options: {
  dataDir?: string;
  env?: Record<string, string>;
  port: number;
}): RealServer => {
  const dataDir = options.dataDir ?? newDataDir();
  const port = options.port;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...options.env,
  };
  delete env.DATABASE_URL;
  env.PORT = String(port);
  const child = spawn(process.execPath, ['--conditions=source', 'src/main.ts'], { cwd: serverDir, env });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
};

/** A JSON call to the real server; `ip` is sent as X-Forwarded-For (servers started with TRUST_PROXY=1). */
export const callJson = async (
  server: { baseUrl: string },
  method: string,
  url: string,
  options: { json?: unknown; cookie?: string; ip?: string } = {},
) => {
  // As the app's own page sends it: the CSRF check refuses state changes without a same-site Origin.
  const headers: Record<string, string> = { origin: new URL(server.baseUrl).origin };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // plain text
  }
  const setCookie = response.headers.get('set-cookie');
  return { status: response.status, body, ms, cookie: setCookie?.split(';')[0] };
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
