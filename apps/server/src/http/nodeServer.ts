import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';

/**
 * Limits of the Node HTTP layer, below the application. The application
 * answers smaller limits itself (http/limits.ts) with the spec's error shape
 * and the security headers; these only catch what never reaches it.
 */
export const NODE_LIMITS = {
  /** Request line and headers together; above it Node's parser stops and clientError answers 431. */
  maxHeaderBytes: 32 * 1024,
  /** A client must finish sending its headers within this time (slow-loris). */
  headersTimeoutMs: 20_000,
  /** A whole request (an upload included) must arrive within this time. */
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 5_000,
} as const;

const CLIENT_ERROR_ANSWERS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'リクエストのヘッダーが大きすぎます。',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'リクエストの受信がタイムアウトしました。再度お試しください。',
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', message: 'リクエストの形式が正しくありません。' };

/**
 * What Node does with a request its parser refuses (headers too large, a
 * malformed request line, a time-out): by default a bare status line; here
 * the same status with a Japanese `{ message }` body and `nosniff`.
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex): void => {
  // A reset connection, or one that already has a response under way, cannot take an answer.
  if (error.code === 'ECONNRESET' || !socket.writable || '_httpMessage' in socket) {
    socket.destroy();
    return;
  }
  const answer = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ message: answer.message });
  socket.end(
    [
      `HTTP/1.1 ${answer.status} ${answer.reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
};

type ServeOptions = { fetch: Parameters<typeof serve>[0]['fetch']; port: number; hostname?: string };

/**
 * `serve` of @hono/node-server with the limits above and the Japanese answer
 * to refused requests. main.ts and the attack suite start the server this way.
 */
export const serveApp = (
  options: ServeOptions,
  onListening?: (info: { address: string; port: number }) => void,
): ServerType => {
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        maxHeaderSize: NODE_LIMITS.maxHeaderBytes,
        headersTimeout: NODE_LIMITS.headersTimeoutMs,
        requestTimeout: NODE_LIMITS.requestTimeoutMs,
        keepAliveTimeout: NODE_LIMITS.keepAliveTimeoutMs,
      },
    },
    onListening,
  );
  (server as Server).on('clientError', answerClientError);
  return server;
};
