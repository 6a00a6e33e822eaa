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

export type BenchPage = { port: number; browser: Browser; close: () => Promise<void> };

/** `profiling`: React's Profiler reports renders only in a profiling build (render counts need it). */
export const openBenchPage = async (
  root: string,
  options: { profiling?: boolean } = {},
): Promise<BenchPage> => {
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
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    port,
    browser,
    close: async () => {
      await browser.close();
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
};
