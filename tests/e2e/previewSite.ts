import http from 'node:http';

/**
 * The end-to-end run's stand-in for a linked web site: one page with Open
 * Graph tags and its og:image. It listens on loopback, which a link preview
 * refuses; the e2e server reaches it only through GENBA_TEST_LINK_PREVIEW_ALLOW
 * (NODE_ENV=test only). It counts the image's requests, so the test can see
 * that the server fetched it (/hits) and the browser never did.
 */
const port = Number(process.env.PREVIEW_SITE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PREVIEW_SITE_PORT is required');

// A 2×1 PNG: a blue and a grey pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGOQj19x4swFAAn8A4umIxSjAAAAAElFTkSuQmCC',
  'base64',
);
const page = `<!doctype html><html lang="ja"><head><meta charset="utf-8">
<title>予備のタイトル</title>
<meta property="og:title" content="外壁塗装の施工手順">
<meta property="og:description" content="下地処理から上塗りまでの手順と注意点">
<meta property="og:image" content="/og.png">
<meta property="og:site_name" content="現場ノート">
</head><body><script>alert(1)</script></body></html>`;

const imageRequests: string[] = [];

http
  .createServer((req, res) => {
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    } else if (req.url === '/og.png') {
      imageRequests.push(String(req.headers['user-agent'] ?? ''));
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
    } else if (req.url === '/hits') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ image: imageRequests }));
    } else {
      res.writeHead(404);
      res.end();
    }
  })
  .listen(port, '127.0.0.1');
