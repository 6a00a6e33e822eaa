import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/** One line per API call: method, path, status and time. */
export const requestLog =
  (write: (line: string) => void): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  };

export type LineBuffer = { write: (line: string) => void; flush: () => void };

/**
 * Lines gathered and written together, at most `intervalMs` late. Writing to
 * a pipe is synchronous on Linux: one console.log per request cost about 8 %
 * of the server's CPU under load (scripts/bench-api.ts, --cpu-prof). A full
 * buffer is written at once, and whatever waits is written at exit.
 */
export const bufferedLines = (
  sink: (text: string) => void,
  { intervalMs = 100, maxChars = 16_384 }: { intervalMs?: number; maxChars?: number } = {},
): LineBuffer => {
  let buffered = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffered === '') return;
    const text = buffered;
    buffered = '';
    sink(text);
  };
  return {
    write: (line) => {
      buffered += `${line}\n`;
      if (buffered.length >= maxChars) flush();
      // Unref'd: a pending log line never keeps the process alive; exit flushes it.
      else timer ??= setTimeout(flush, intervalMs).unref();
    },
    flush,
  };
};

/** The request log of `npm start`: stdout, buffered, flushed on exit. */
export const stdoutRequestLog = (): ((line: string) => void) => {
  const lines = bufferedLines((text) => process.stdout.write(text));
  process.once('exit', lines.flush);
  return lines.write;
};
