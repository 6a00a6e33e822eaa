import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { TLinkPreview } from '@genba/api-client/schemas';
import { isBlockedAddress } from './addressPolicy.ts';
import { parseOpenGraph } from './openGraph.ts';

/** Limits of issue 11 §6 and talk §9. */
export const PREVIEW_LIMITS = {
  connectMs: 5_000,
  totalMs: 45_000,
  bodyBytes: 1024 * 1024,
  redirects: 3,
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

type Answer = { status: number; location?: string; contentType: string; body: string };

/** One request to the pinned address, with the connect time-out and the body cap. */
const requestOnce = (target: Target, signal: AbortSignal): Promise<Answer> =>
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
        lookup: pinned,
        signal,
        headers: {
          'user-agent': 'GenbaLinkPreview/1.0',
          accept: 'text/html,application/xhtml+xml',
          'accept-language': 'ja,en;q=0.5',
        },
      },
      (res) => {
        clearTimeout(connectTimer);
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location, contentType, body: '' });
          return;
        }
        if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) {
          res.destroy();
          resolve({ status, contentType, body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > PREVIEW_LIMITS.bodyBytes) {
            // Enough for the head of any page: keep what fits and stop reading.
            chunks.push(chunk.subarray(0, chunk.length - (size - PREVIEW_LIMITS.bodyBytes)));
            res.destroy();
            resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') });
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') }));
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
 * an empty preview, so the message still shows its plain link.
 */
export const fetchPreview = async (raw: string, options: PreviewOptions = {}): Promise<TLinkPreview> => {
  const signal = AbortSignal.timeout(PREVIEW_LIMITS.totalMs);
  let target = await checkTarget(raw, options);
  for (let hop = 0; ; hop++) {
    let answer: Answer;
    try {
      answer = await requestOnce(target, signal);
    } catch {
      return EMPTY(raw);
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (hop >= PREVIEW_LIMITS.redirects) return EMPTY(raw);
      // Every hop is checked again, so a redirect cannot lead inside.
      target = await checkTarget(new URL(answer.location, target.url).href, options);
      continue;
    }
    if (answer.status !== 200 || answer.body === '') return EMPTY(raw);
    const og = parseOpenGraph(answer.body, target.url);
    let image = og.image;
    if (image) {
      // The image is left out unless it passes the same checks; the browser would load it otherwise.
      image = await checkTarget(image, options).then(
        () => image,
        () => null,
      );
    }
    return { url: raw, title: og.title, description: og.description, image, site_name: og.siteName };
  }
};
