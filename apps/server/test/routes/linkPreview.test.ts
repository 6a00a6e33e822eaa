import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { isBlockedAddress } from '../../src/routes/linkPreview/addressPolicy.ts';
import { checkTarget, PreviewRefused } from '../../src/routes/linkPreview/fetchPreview.ts';
import {
  allowLinkPreviewTargetsForTests,
  LINK_PREVIEW_MESSAGES,
} from '../../src/routes/linkPreview/index.ts';
import { parseOpenGraph } from '../../src/routes/linkPreview/openGraph.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

const PAGE = `<!doctype html><html><head><title>予備のタイトル</title>
<meta property="og:title" content="外壁塗装 &amp; 防水の手引き">
<meta property="og:description" content="施工手順と注意点">
<meta property="og:image" content="/og.png">
<meta property="og:site_name" content="現場ノート">
</head><body><script>alert(1)</script></body></html>`;

/** A 2×1 PNG: the fixture's og:image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGOQj19x4swFAAn8A4umIxSjAAAAAElFTkSuQmCC',
  'base64',
);
const pageWithImage = (image: string) =>
  `<!doctype html><html><head><meta property="og:title" content="画像つき"><meta property="og:image" content="${image}"></head></html>`;

let fixture: http.Server;
let origin: string;
let hits = 0;
/** A second local server that is never on the allow-list: an internal address a page may point at. */
let internal: http.Server;
let internalOrigin: string;
let internalHits = 0;
let server: TestServer;

beforeAll(async () => {
  fixture = http.createServer((req, res) => {
    hits += 1;
    const url = req.url ?? '/';
    if (url === '/page' || url === '/cached') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else if (url === '/redirect') {
      res.writeHead(302, { location: '/page' });
      res.end();
    } else if (url.startsWith('/loop')) {
      res.writeHead(302, { location: `/loop${url.length}` });
      res.end();
    } else if (url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (url === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"title":"no"}');
    } else if (url === '/og.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    } else if (url.startsWith('/with-image/')) {
      // /with-image/<og:image>: a page whose og:image is the rest of the path, decoded.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(pageWithImage(decodeURIComponent(url.slice('/with-image/'.length))));
    } else if (url === '/image-to-metadata.png') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/icon.png' });
      res.end();
    } else if (url === '/image-to-internal.png') {
      res.writeHead(302, { location: `${internalOrigin}/icon.png` });
      res.end();
    } else if (url === '/html-as.png') {
      // Says it is a PNG; its bytes are a page with script.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<html><script>alert(1)</script></html>');
    } else if (url === '/drawing.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    } else if (url === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG);
      const filler = Buffer.alloc(512 * 1024);
      for (let i = 0; i < 6; i++) res.write(filler);
      res.end();
    } else if (url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(PAGE.replace('</head>', ''));
      // Far more than the 1 MB cap: the server must stop reading.
      const filler = Buffer.alloc(256 * 1024, 'a');
      for (let i = 0; i < 12; i++) res.write(filler);
      res.end('</head><body></body></html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
  internal = http.createServer((_req, res) => {
    internalHits += 1;
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  server = await startTestServer();
});
afterAll(async () => {
  allowLinkPreviewTargetsForTests('test', []);
  fixture.close();
  internal.close();
  await server.close();
});

const preview = async (url: string) => {
  const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  return client.api('linkPreview', { query: { url } });
};

describe('link preview address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    'ff02::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '203.0.114.1', '2606:4700:4700::1111'])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('refuses a host that resolves to any internal address, and other ports and credentials', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(checkTarget('https://rebind.example/', { resolve })).rejects.toBeInstanceOf(PreviewRefused);
    await expect(checkTarget('https://example.com:8443/')).rejects.toBeInstanceOf(PreviewRefused);
    await expect(checkTarget('https://user:pw@example.com/')).rejects.toBeInstanceOf(PreviewRefused);
    await expect(checkTarget('file:///etc/passwd')).rejects.toBeInstanceOf(PreviewRefused);
    const pinned = await checkTarget('https://public.example/', {
      resolve: async () => [{ address: '93.184.215.14', family: 4 }],
    });
    expect(pinned.address).toBe('93.184.215.14');
  });

  it('reads Open Graph from the head only, decoding entities and resolving the image', () => {
    const og = parseOpenGraph(PAGE, new URL('https://notes.example/a/b'));
    expect(og).toEqual({
      title: '外壁塗装 & 防水の手引き',
      description: '施工手順と注意点',
      image: 'https://notes.example/og.png',
      siteName: '現場ノート',
    });
    expect(parseOpenGraph('<title>題名</title>', new URL('https://x.example/')).title).toBe('題名');
  });
});

describe('GET /api/link-preview', () => {
  it('refuses internal addresses without the test allow-list', async () => {
    allowLinkPreviewTargetsForTests('test', []);
    for (const url of [
      `${origin}/page`,
      'http://localhost/',
      'http://127.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
      'http://10.0.0.1/',
    ]) {
      const res = await preview(url);
      expect(res.status, url).toBe(422);
      expect(JSON.stringify(res.error.errors), url).toContain(LINK_PREVIEW_MESSAGES.refused);
    }
    expect(hits).toBe(0);
  });

  it('previews the fixture through the allow-list, follows redirects and checks each hop', async () => {
    const host = new URL(origin).host;
    allowLinkPreviewTargetsForTests('test', [host]);
    const page = await preview(`${origin}/redirect`);
    expect(page.status).toBe(200);
    // The image is on the fixture's host, which passes only through the allow-list; the browser gets the proxy's path.
    expect(page.data).toEqual({
      url: `${origin}/redirect`,
      title: '外壁塗装 & 防水の手引き',
      description: '施工手順と注意点',
      image: `/api/link-preview/image?url=${encodeURIComponent(`${origin}/redirect`)}`,
      site_name: '現場ノート',
    });

    const metadata = await preview(`${origin}/to-metadata`);
    expect(metadata.status).toBe(422);

    const loop = await preview(`${origin}/loop`);
    expect(loop.status).toBe(200);
    expect(loop.data.title).toBeNull();

    const json = await preview(`${origin}/json`);
    expect(json.data.title).toBeNull();

    const big = await preview(`${origin}/big`);
    expect(big.data.title).toBe('外壁塗装 & 防水の手引き');

    const before = hits;
    await preview(`${origin}/cached`);
    const second = await preview(`${origin}/cached`);
    expect(hits).toBe(before + 1);
    expect(second.headers.get('cache-control')).toContain('max-age=86400');
  });

  it('refuses the allow-list in production', () => {
    expect(() => allowLinkPreviewTargetsForTests('production', ['127.0.0.1:80'])).toThrow();
  });
});

describe('GET /api/link-preview/image', () => {
  /** The proxied image of a page, read as bytes (the test client reads text). */
  const image = async (pageUrl: string) => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const path = `/api/link-preview/image?url=${encodeURIComponent(pageUrl)}`;
    const response = await server.app.request(path, { headers: { cookie: client.cookie ?? '' } });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const withImage = (imageUrl: string) => `${origin}/with-image/${encodeURIComponent(imageUrl)}`;

  it('serves the page image through the checks, as the sniffed type with nosniff, cached a day', async () => {
    allowLinkPreviewTargetsForTests('test', [new URL(origin).host]);
    const before = hits;
    const first = await image(`${origin}/page`);
    expect(first.status).toBe(200);
    expect(first.bytes.equals(PNG)).toBe(true);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('cache-control')).toBe('private, max-age=86400');
    // The page, then the image; the second call comes from the server's cache.
    expect(hits).toBe(before + 2);
    expect((await image(`${origin}/page`)).status).toBe(200);
    expect(hits).toBe(before + 2);
  });

  it('refuses internal addresses for the image too, directly and by redirect', async () => {
    allowLinkPreviewTargetsForTests('test', [new URL(origin).host]);
    const direct = withImage(`${internalOrigin}/icon.png`);
    // The preview leaves the image out, and the proxy has nothing to fetch.
    expect((await preview(direct)).data.image).toBeNull();
    expect((await image(direct)).status).toBe(404);
    for (const hop of ['/image-to-internal.png', '/image-to-metadata.png']) {
      const page = withImage(`${origin}${hop}`);
      expect((await preview(page)).data.image, hop).not.toBeNull();
      expect((await image(page)).status, hop).toBe(404);
    }
    expect(internalHits).toBe(0);
  });

  it('refuses what is not an image by its bytes, SVG, and images over 2 MB', async () => {
    allowLinkPreviewTargetsForTests('test', [new URL(origin).host]);
    for (const path of ['/html-as.png', '/drawing.svg', '/huge.png', '/missing.png']) {
      const answer = await image(withImage(`${origin}${path}`));
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).not.toMatch(/svg|html/);
    }
  });

  it('refuses a page outside the allow-list and a URL that is not http(s)', async () => {
    allowLinkPreviewTargetsForTests('test', []);
    const before = hits;
    expect((await image(`${origin}/page`)).status).toBe(422);
    expect((await image('javascript:alert(1)')).status).toBe(422);
    expect(hits).toBe(before);
  });

  it('reads the end-to-end allow-list from GENBA_TEST_LINK_PREVIEW_ALLOW under NODE_ENV=test only', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', GENBA_TEST_LINK_PREVIEW_ALLOW: '127.0.0.1:4100' }).linkPreviewTestAllow,
    ).toEqual(['127.0.0.1:4100']);
    expect(loadConfig({ NODE_ENV: 'test' }).linkPreviewTestAllow).toEqual([]);
    expect(() => loadConfig({ GENBA_TEST_LINK_PREVIEW_ALLOW: '127.0.0.1:4100' })).toThrow(
      /GENBA_TEST_LINK_PREVIEW_ALLOW/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://genba.example.jp',
        SMS_ADAPTER: 'local',
        MAIL_ADAPTER: 'local',
        GENBA_TEST_LINK_PREVIEW_ALLOW: '127.0.0.1:4100',
      }),
    ).toThrow(/GENBA_TEST_LINK_PREVIEW_ALLOW/);
    expect(() => loadConfig({ NODE_ENV: 'test', GENBA_TEST_LINK_PREVIEW_ALLOW: 'http://x/' })).toThrow();
  });
});
