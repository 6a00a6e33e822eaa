import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const isFile = async (file: string): Promise<boolean> => {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
};

/** The path as a file name; a malformed escape matches no file (the SPA fallback answers). */
const decodePath = (urlPath: string): string => {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return '';
  }
};

/**
 * Serves the built web app: existing files as they are (hashed /assets/ files
 * cached for a year), every other non-/api path gets index.html so the
 * client-side router takes over. Skipped when the app has not been built.
 */
export const serveWebApp = (app: Hono<AppEnv>, distDir: string): void => {
  const indexFile = path.join(distDir, 'index.html');
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/__dev/')) return next();
    if (!existsSync(indexFile)) {
      return c.text('Web アプリがビルドされていません。`npm run build` を実行してください。', 404);
    }
    const relative = decodePath(c.req.path).replace(/^\/+/, '');
    const candidate = path.resolve(distDir, relative);
    // Never serve anything outside the dist directory (../ in the path).
    const inside = candidate === distDir || candidate.startsWith(distDir + path.sep);
    const file = inside && relative !== '' && (await isFile(candidate)) ? candidate : indexFile;
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    return c.body(await readFile(file), 200, headers);
  });
};
