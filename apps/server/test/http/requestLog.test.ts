import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../src/http/env.ts';
import { bufferedLines, requestLog } from '../../src/http/requestLog.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('request log', () => {
  it('writes one line per call with method, path, status and time', async () => {
    const lines: string[] = [];
    const app = new Hono<AppEnv>();
    app.use(
      '/api/*',
      requestLog((line) => lines.push(line)),
    );
    app.get('/api/ping', (c) => c.json({}, 201));
    await app.request('/api/ping?secret=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/api\/ping 201 \d+ms$/);
  });
});

describe('bufferedLines', () => {
  it('writes the lines of one interval together, once, in order', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = bufferedLines((text) => writes.push(text), { intervalMs: 100 });
    lines.write('a');
    lines.write('b');
    vi.advanceTimersByTime(99);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a\nb\n']);
    lines.write('c');
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes a full buffer at once and the rest on flush (exit)', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = bufferedLines((text) => writes.push(text), { intervalMs: 100, maxChars: 10 });
    lines.write('12345');
    lines.write('67890');
    expect(writes).toEqual(['12345\n67890\n']);
    lines.write('tail');
    lines.flush();
    expect(writes).toEqual(['12345\n67890\n', 'tail\n']);
    lines.flush();
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(2);
  });
});
