import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { allowLinkPreviewTargetsForTests } from '../../src/routes/linkPreview/index.ts';
import { createBrowser, loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * The link preview and its image proxy over real HTTP, as someone inside a
 * room would try to turn them against the server's own network: every
 * spelling of an internal address, with no allow-list at all.
 */
let server: AttackServer;
let internal: http.Server;
let internalHits = 0;
let internalPort = 0;
beforeAll(async () => {
  allowLinkPreviewTargetsForTests('test', []);
  internal = http.createServer((_req, res) => {
    internalHits += 1;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><head><meta property="og:image" content="/secret.png"></head></html>');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  server = await startAttackServer();
});
afterAll(async () => {
  internal.close();
  await server.close();
});

const INTERNAL_SPELLINGS = () => [
  `http://127.0.0.1:${internalPort}/`,
  `http://localhost:${internalPort}/`,
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0177.0.0.1/',
  'http://127.1/',
  'http://[::1]/',
  'http://[::ffff:7f00:1]/',
  'http://[0:0:0:0:0:ffff:127.0.0.1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00::1]/',
  'http://0.0.0.0/',
  'http://user:pw@127.0.0.1/',
  'gopher://127.0.0.1:70/',
];

describe('link preview against the server network', () => {
  it('refuses every spelling of an internal address for the page and for its image', async () => {
    const browser = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    for (const url of INTERNAL_SPELLINGS()) {
      const query = `?url=${encodeURIComponent(url)}`;
      const page = await browser.api('linkPreview', { query });
      expect(page.status, url).toBe(422);
      const image = await browser.api('linkPreviewImage', { query });
      expect(image.status, url).toBe(422);
      expect(image.headers.get('content-type'), url).toContain('application/json');
    }
    expect(internalHits).toBe(0);
  });

  it('answers nobody without a session', async () => {
    const anonymous = createBrowser(server.baseUrl);
    const query = `?url=${encodeURIComponent('https://example.com/')}`;
    expect((await anonymous.api('linkPreview', { query })).status).toBe(401);
    expect((await anonymous.api('linkPreviewImage', { query })).status).toBe(401);
  });
});
