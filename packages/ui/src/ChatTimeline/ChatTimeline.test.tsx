import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ChatTimeline } from './ChatTimeline.tsx';
import type { TimelineMessage } from './timelineState.ts';

const NOW = new Date('2026-11-20T03:00:00Z');

/** 400 text messages a minute apart on 2026-11-20, each with a link (so each draws a preview). */
const messages: TimelineMessage[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  memberName: '林 勇気',
  companyName: '株式会社木村設備',
  kind: 'text',
  text: `図面 ${i + 1} は https://example.com/zumen/${i + 1} にあります。`,
  stampId: null,
  sent: `2026-11-20 ${String(5 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
  edited: false,
  deleted: false,
  readCount: 0,
  own: false,
}));

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('ChatTimeline', () => {
  it('draws a row once while it stays in view: a scroll step renders only the rows that enter', async () => {
    const preview = vi.fn((href: string) => <span>{href}</span>);
    await render(
      <div style={{ height: 600, display: 'flex' }}>
        <ChatTimeline messages={messages} hasMore={false} now={NOW} renderLinkPreview={preview} />
      </div>,
    );
    const log = document.querySelector<HTMLElement>('[role="log"]');
    if (!log) throw new Error('no timeline');
    await expect.poll(() => log.querySelectorAll('article').length).toBeGreaterThan(3);
    await frame();
    await frame();
    preview.mockClear();
    // 40 steps of 10 px up: each scroll event renders the timeline again to place its rows.
    const entered = new Set<string>();
    for (let i = 0; i < 40; i++) {
      log.scrollTop -= 10;
      await frame();
      for (const a of log.querySelectorAll('article')) entered.add(a.textContent ?? '');
    }
    await frame();
    const drawn = preview.mock.calls.map(([href]) => href);
    // Every row in view was drawn once per step before (hundreds of calls); now only rows that
    // mounted are drawn, each once.
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.length).toBeLessThan(entered.size);
  });
});
