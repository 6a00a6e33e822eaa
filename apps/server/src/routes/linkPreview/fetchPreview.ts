import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { TLinkPreview } from '@genba/api-client/schemas';
import {
  ALBUM_UPLOAD_LIMITS,
  CONTENT_TYPE_OF,
  imageHeaderSize,
  isImageType,
  sniffFileType,
} from '@genba/validators';
import { isBlockedAddress } from './addressPolicy.ts';
import { parseOpenGraph } from './openGraph.ts';

/** Limits of issue 11 §6 and talk §9. */
export const PREVIEW_LIMITS = {
  connectMs: 5_000,
  totalMs: 45_000,
  bodyBytes: 1024 * 1024,
  redirects: 3,
  /** A preview image is a thumbnail: 2 MB is plenty, and the server keeps a day of them. */
  imageBytes: 2 * 1024 * 1024,
} as const;

export class PreviewRefused extends Error {}

export type PreviewOptions = {
  /**
   * Test-only: `host:port` pairs that may be reached although their address
   * is refused (the test's local fixture server). createApp refuses it in production.
   */
  allow?: readonly string[];
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
};

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

type Target = { url: URL; address: string; family: number };

/**
 * Checks one URL: http or https, ports 80/443 only, no credentials; the host
 * is resolved once and every address it has must be public; the connection
 * is then pinned to the first one, so a second lookup cannot switch it.
 */
export const checkTarget = async (raw: string, options: PreviewOptions = {}): Promise<Target> => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PreviewRefused('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PreviewRefused('scheme');
  if (url.username || url.password) throw new PreviewRefused('credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.allow?.includes(`${host}:${url.port}`) ?? false;
  if (url.port !== '' && !allowed) throw new PreviewRefused('port');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await (options.resolve ?? defaultResolve)(host).catch(() => []);
  const first = addresses[0];
  if (!first) throw new PreviewRefused('unresolved');
  if (!allowed && addresses.some((a) => isBlockedAddress(a.address))) throw new PreviewRefused('address');
  return { url, address: first.address, family: first.family };
};

/** What one fetch accepts: the Accept header, the answer's content type, the body cap and what passing it means. */
type Wanted = {
  accept: string;
  contentType: RegExp;
  maxBytes: number;
  /** A page keeps the head that fits; an image over the cap is refused (a cut image is broken). */
  overCap: 'truncate' | 'refuse';
};

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml',
  contentType: /^(text\/html|application\/xhtml\+xml)\b/i,
  maxBytes: PREVIEW_LIMITS.bodyBytes,
  overCap: 'truncate',
};

const IMAGE: Wanted = {
  accept: 'image/png,image/jpeg,image/gif,image/bmp',
  contentType: /^image\//i,
  maxBytes: PREVIEW_LIMITS.imageBytes,
  overCap: 'refuse',
};

type Answer = { status: number; location?: string | undefined; body: Buffer | null };

/** One request to the pinned address, with the connect time-out and the body cap. */
const requestOnce = (target: Target, signal: AbortSignal, wanted: Wanted): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_host, opts, callback) => {
      if (typeof opts === 'object' && opts.all)
        callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const req = client.request(
      target.url,
      {
        method: 'GET',
        // A fresh connection each time: a pooled socket would skip the pinned lookup and the connect timer.
        agent: false,
        lookup: pinned,
        signal,
        headers: {
          'user-agent': 'GenbaLinkPreview/1.0',
          accept: wanted.accept,
          'accept-language': 'ja,en;q=0.5',
        },
      },
      (res) => {
        clearTimeout(connectTimer);
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location, body: null });
          return;
        }
        if (status !== 200 || !wanted.contentType.test(String(res.headers['content-type'] ?? ''))) {
          res.destroy();
          resolve({ status, body: null });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > wanted.maxBytes) {
            res.destroy();
            if (wanted.overCap === 'refuse') {
              resolve({ status, body: null });
              return;
            }
            // Enough for the head of any page: keep what fits and stop reading.
            chunks.push(chunk.subarray(0, chunk.length - (size - wanted.maxBytes)));
            resolve({ status, body: Buffer.concat(chunks) });
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    const connectTimer = setTimeout(
      () => req.destroy(new Error('connect time-out')),
      PREVIEW_LIMITS.connectMs,
    );
    req.on('socket', (socket) => socket.once('connect', () => clearTimeout(connectTimer)));
    req.on('error', (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    req.end();
  });

/**
 * GETs a URL through the checks: the first target and every redirect (at most
 * 3) are checked and pinned, the whole exchange shares the 45 s time-out.
 * Refused targets throw PreviewRefused; anything unreadable answers null.
 */
const fetchChecked = async (
  raw: string,
  options: PreviewOptions,
  wanted: Wanted,
): Promise<{ url: URL; body: Buffer } | null> => {
  const signal = AbortSignal.timeout(PREVIEW_LIMITS.totalMs);
  let target = await checkTarget(raw, options);
  for (let hop = 0; ; hop++) {
    let answer: Answer;
    try {
      answer = await requestOnce(target, signal, wanted);
    } catch {
      return null;
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (hop >= PREVIEW_LIMITS.redirects) return null;
      // Every hop is checked again, so a redirect cannot lead inside.
      target = await checkTarget(new URL(answer.location, target.url).href, options);
      continue;
    }
    return answer.body && answer.body.length > 0 ? { url: target.url, body: answer.body } : null;
  }
};

const EMPTY = (url: string): TLinkPreview => ({
  url,
  title: null,
  description: null,
  image: null,
  site_name: null,
});

/**
 * Fetches a page's Open Graph preview safely. Refused targets throw
 * PreviewRefused (the route answers 422); pages that cannot be read answer
 * an empty preview, so the message still shows its plain link. `image` is
 * the page's own og:image URL, and only when it passes the same checks: the
 * route never hands it to the browser, which loads it through the proxy.
 */
export const fetchPreview = async (raw: string, options: PreviewOptions = {}): Promise<TLinkPreview> => {
  const page = await fetchChecked(raw, options, PAGE);
  if (!page) return EMPTY(raw);
  const og = parseOpenGraph(page.body.toString('utf8'), page.url);
  let image = og.image;
  if (image) {
    image = await checkTarget(image, options).then(
      () => image,
      () => null,
    );
  }
  return { url: raw, title: og.title, description: og.description, image, site_name: og.siteName };
};

export type PreviewImage = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

/**
 * A preview image through the same checks as its page, plus its own: at most
 * 2 MB, served as an image only when its first bytes are one (PNG, JPEG, GIF,
 * BMP; never SVG, which can carry script) with a readable header within the
 * album's pixel limit. The content type sent on is the sniffed one, not the
 * remote server's. Null when it cannot be read or is not such an image.
 */
export const fetchPreviewImage = async (
  raw: string,
  options: PreviewOptions = {},
): Promise<PreviewImage | null> => {
  const answer = await fetchChecked(raw, options, IMAGE);
  if (!answer) return null;
  const bytes = new Uint8Array(answer.body);
  const type = sniffFileType(bytes.subarray(0, 16));
  if (!type || !isImageType(type)) return null;
  const size = imageHeaderSize(bytes);
  if (!size || size.width * size.height > ALBUM_UPLOAD_LIMITS.maxPixels) return null;
  return { bytes, contentType: CONTENT_TYPE_OF[type] };
};
