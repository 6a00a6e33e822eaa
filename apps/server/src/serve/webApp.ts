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

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings the request accepts, best first: brotli before gzip (smaller),
 * `q=0` refuses one, `*` accepts both unless named with q=0.
 */
export const acceptedEncodings = (header: string | undefined): Encoding[] => {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*');
  return (['br', 'gzip'] as const).filter((encoding) => (q.get(encoding) ?? wildcard ?? 0) > 0);
};

/** What an /assets/ answer needs: its bytes and headers (one per file and accepted encodings). */
type AssetAnswer = { body: Buffer<ArrayBuffer>; headers: Record<string, string> };

/**
 * Hashed /assets/ files never change under their name, so their answers are kept in memory
 * once served: a first visit asks for 40 to 60 of them at once, each costing four file-system
 * round trips through libuv's pool, and on PGlite every round trip waits for the event loop that
 * the database's statements hold, so the page's own data calls queued behind them (bench:album's
 * first visit). Bounded: files up to 1 MB, 24 MB in all (the built app's brotli and gzip copies
 * are a few MB), beyond that served from disk as before.
 */
export const ASSET_MEMORY_MAX_FILE_BYTES = 1024 * 1024;
export const ASSET_MEMORY_MAX_BYTES = 24 * 1024 * 1024;

/**
 * Serves the built web app: existing files (hashed /assets/ files cached for a
 * year as immutable, everything else, index.html included, revalidated with
 * no-cache), every other non-/api path gets index.html so the client-side
 * router takes over. The build writes brotli and gzip copies beside each
 * text asset; the best one the browser accepts is sent with its
 * Content-Encoding and `Vary: Accept-Encoding`. Source maps are never served
 * (the production build writes none; a map left in dist stays private).
 * Skipped when the app has not been built.
 */
export const serveWebApp = (app: Hono<AppEnv>, distDir: string): void => {
  const indexFile = path.join(distDir, 'index.html');
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const kept = new Map<string, AssetAnswer>();
  let keptBytes = 0;
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/__dev/')) return next();
    if (!existsSync(indexFile)) {
      return c.text('Web アプリがビルドされていません。`npm run build` を実行してください。', 404);
    }
    const relative = decodePath(c.req.path).replace(/^\/+/, '');
    const candidate = path.resolve(distDir, relative);
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    // By the resolved file, so that spellings of one path (/assets//a.js) share an answer.
    const key = `${candidate}\n${accepted.join(',')}`;
    const known = kept.get(key);
    if (known) return c.body(known.body, 200, known.headers);
    // Never serve anything outside the dist directory (../ in the path).
    const inside = candidate === distDir || candidate.startsWith(distDir + path.sep);
    const file = inside && relative !== '' && (await isFile(candidate)) ? candidate : indexFile;
    if (file.endsWith('.map')) return c.text('Not Found', 404);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body = file;
    let varies = false;
    for (const encoding of ['br', 'gzip'] as const) {
      if (await isFile(file + SUFFIX[encoding])) varies = true;
    }
    if (varies) {
      headers.vary = 'Accept-Encoding';
      for (const encoding of accepted) {
        if (await isFile(file + SUFFIX[encoding])) {
          body = file + SUFFIX[encoding];
          headers['content-encoding'] = encoding;
          break;
        }
      }
    }
    const bytes = await readFile(body);
    const keep =
      file.startsWith(assetsDir) &&
      bytes.byteLength <= ASSET_MEMORY_MAX_FILE_BYTES &&
      keptBytes + bytes.byteLength <= ASSET_MEMORY_MAX_BYTES;
    if (keep) {
      kept.set(key, { body: bytes, headers });
      keptBytes += bytes.byteLength;
    }
    return c.body(bytes, 200, headers);
  });
};
