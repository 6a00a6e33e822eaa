import type { AddressInfo, Socket } from 'node:net';
import type { RateLimits } from '../../src/auth/rateLimit.ts';
import { serveApp } from '../../src/http/nodeServer.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';

export type AttackServer = TestServer & {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly baseUrl: string;
  /**
   * Bytes the server has read from every socket so far: what a request made it take in,
   * whatever else the machine is doing (unlike the worker's RSS, which other tests move).
   */
  bytesRead(): number;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
};

/**
 * The real server as main.ts runs it (createApp served by @hono/node-server
 * through serveApp, with its Node-level limits) on 127.0.0.1 and a free port,
 * over a fresh seeded database (PGlite, or PostgreSQL when DATABASE_URL is set).
 * Attack tests talk to it over real HTTP with `fetch` or raw sockets.
 */
export const startAttackServer = async (
  options: { rateLimits?: Partial<RateLimits>; seed?: boolean; env?: Record<string, string> } = {},
): Promise<AttackServer> => {
  const test = await startTestServer(options);
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp({ fetch: test.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const sockets = new Set<Socket>();
  let closedBytes = 0;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      closedBytes += socket.bytesRead;
      sockets.delete(socket);
    });
  });
  return {
    ...test,
    baseUrl: `http://127.0.0.1:${port}`,
    bytesRead: () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, closedBytes),
    close: async () => {
      // Keep-alive sockets would hold close() open until they time out.
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await test.close();
    },
  };
};
