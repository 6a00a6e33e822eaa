import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
};

export type StubReply = { status?: number; json?: unknown; text?: string; delayMs?: number };
export type StubHandler = (request: RecordedRequest) => StubReply;

export type StubServer = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Replaces the handler, so one server can serve several cases. */
  reply(handler: StubHandler): void;
  close(): Promise<void>;
};

/**
 * A provider stand-in on 127.0.0.1 and an ephemeral port: the real adapters'
 * tests talk HTTP to it, never to the internet. It records every request so a
 * test can check what the adapter sent.
 */
export const startStubServer = async (
  initial: StubHandler = () => ({ status: 404 }),
): Promise<StubServer> => {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = handler(recorded);
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = reply.status ?? 200;
        if (reply.json !== undefined) {
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(reply.json));
        } else {
          res.end(reply.text ?? '');
        }
      };
      if (reply.delayMs) {
        // A client that gave up (a timeout test) cancels the late answer, so no timer outlives the test.
        const timer = setTimeout(send, reply.delayMs);
        res.on('close', () => clearTimeout(timer));
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
