/**
 * The browser half of the Chromium benchmarks (bench:schedule, bench:daily): builds a small Vite
 * entry folder (its index.html and entry.tsx, importing the packages from source), serves the
 * build on a free loopback port and launches Debian's Chromium with the test settings. The entry
 * exposes its measurements on `window`; the script calls them with page.evaluate.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath, sourceResolve } from '../vitest.shared.ts';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Bytes a bench serves beside the build (a test photo): its content type and body, by path. */
export type ExtraRoute = (pathname: string) => { type: string; body: Buffer; cache?: string } | undefined;

export type BenchBuildOptions = {
  /** React's Profiler reports renders only in a profiling build (render counts need it). */
  profiling?: boolean;
  routes?: ExtraRoute;
};

/** Builds the entry folder with Vite and serves it (and `routes`) on a free loopback port. */
export const serveBenchBuild = async (root: string, options: BenchBuildOptions = {}) => {
  const outDir = mkdtempSync(path.join(tmpdir(), `genba-${path.basename(root)}-`));
  await build({
    ...sourceResolve,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      ...sourceResolve.resolve,
      alias: options.profiling ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : [],
    },
    // BENCH_MINIFY=0 keeps names readable in a CPU profile.
    build: { outDir, emptyOutDir: true, minify: process.env.BENCH_MINIFY !== '0' },
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const extra = options.routes?.(url.pathname);
    if (extra) {
      res.writeHead(200, {
        'content-type': extra.type,
        ...(extra.cache && { 'cache-control': extra.cache }),
      });
      res.end(extra.body);
      return;
    }
    const file = path.join(outDir, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  if (process.env.BENCH_SERVE_ONLY) {
    console.log(`serving on ${port}`);
    await new Promise(() => {});
  }
  return {
    port,
    close: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
};

export type BenchPage = { port: number; browser: Browser; close: () => Promise<void> };

/** serveBenchBuild, and Debian's Chromium with the test settings to open it in. */
export const openBenchPage = async (root: string, options: BenchBuildOptions = {}): Promise<BenchPage> => {
  const served = await serveBenchBuild(root, options);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    port: served.port,
    browser,
    close: async () => {
      await browser.close();
      served.close();
    },
  };
};
