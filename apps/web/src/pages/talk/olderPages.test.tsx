import type { TChatMessage } from '@genba/api-client';
import { makeChatMessage } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

const ROOM_MESSAGES = 2000;
const PAGE = 30;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The room's messages, oldest first, one a minute up to 2026-11-20 17:42 (Japan), numbered ベンチ 00001… */
const room: TChatMessage[] = Array.from({ length: ROOM_MESSAGES }, (_, i) => {
  const at = new Date(Date.UTC(2026, 10, 20, 8, 42) - (ROOM_MESSAGES - 1 - i) * 60_000 + 9 * 3600_000);
  return makeChatMessage({
    id: 100_000 + i,
    member_id: i % 3 === 0 ? 31 : 12,
    member_name: i % 3 === 0 ? '田中 健一' : '林 勇気',
    message: `ベンチ ${pad(i + 1, 5)}${i % 7 === 0 ? ' 足場の搬入は明朝8時から、北側の道路を使います。' : ''}`,
    sent: `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`,
    read_count: 0,
  });
});

/** The page the server answers: newest first, older than (min_sent, min_id) when given. */
const pageBefore = (minSent?: string | null, minId?: number) => {
  const end =
    minSent == null
      ? room.length
      : room.findIndex((m) => m.sent > minSent || (m.sent === minSent && m.id >= (minId ?? 0)));
  const upTo = end < 0 ? room.length : end;
  return {
    messages: room.slice(Math.max(0, upTo - PAGE), upTo).reverse(),
    has_more: upTo - PAGE > 0,
  };
};

const numberOf = (el: Element) => Number(/ベンチ (\d{5})/.exec(el.textContent ?? '')?.[1] ?? Number.NaN);

describe('scrolling up a long room', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  // The bench's reader (bench:talk): 60 px up every frame, as fast as frames come. Pages answered at
  // once arrive while the view is still moving; pages answered late find it resting at the very top,
  // where no scroll event is left to ask again and the rows of the new page are measured as they mount.
  // Either way the reader gets 300 messages back, and an older page arrives above the message being
  // read: the first message in view moves back a row or so per frame, not by a page.
  it.each([{ answerMs: 0 }, { answerMs: 400 }])(
    'keeps loading older pages above the message being read, 300 messages back (answered after $answerMs ms)',
    async ({ answerMs }) => {
      await page.viewport(1280, 800);
      const asked: string[] = [];
      await renderApp('/talk/field/5001', [
        mock.override('getInitArrowChatData', () =>
          HttpResponse.json({ ...mock.fixture('getInitArrowChatData'), ...pageBefore(), unread_count: 0 }),
        ),
        mock.override('getArrowChatMessages', async ({ request }) => {
          const query = new URL(request.url).searchParams;
          if (answerMs > 0) await new Promise((r) => setTimeout(r, answerMs));
          asked.push(query.get('min_id') ?? '');
          return HttpResponse.json(pageBefore(query.get('min_sent'), Number(query.get('min_id'))));
        }),
      ]);
      await expect.element(page.getByText(`ベンチ ${pad(ROOM_MESSAGES, 5)}`)).toBeVisible();
      const log = page.getByRole('log', { name: 'メッセージ' }).element() as HTMLElement;

      const target = ROOM_MESSAGES - 300;
      let oldest = Number.POSITIVE_INFINITY;
      let widestSkip = 0;
      const started = performance.now();
      while (oldest > target && performance.now() - started < 60_000) {
        await new Promise<void>((resolve) =>
          requestAnimationFrame(() => {
            log.scrollTop = Math.max(0, log.scrollTop - 60);
            const viewTop = log.getBoundingClientRect().top;
            const top = [...log.querySelectorAll('article')].find(
              (a) => a.getBoundingClientRect().top >= viewTop,
            );
            const shown = top ? numberOf(top) : Number.NaN;
            if (!Number.isNaN(shown)) {
              if (oldest !== Number.POSITIVE_INFINITY) widestSkip = Math.max(widestSkip, oldest - shown);
              oldest = Math.min(oldest, shown);
            }
            resolve();
          }),
        );
      }
      expect(
        oldest,
        `stopped at ベンチ ${oldest}; older pages asked from ids ${asked.join(',')}`,
      ).toBeLessThanOrEqual(target);
      // 60 px a frame passes at most a row or two; a page put under the view would skip about 30.
      expect(widestSkip).toBeLessThanOrEqual(3);
      // One request per page: no page asked twice.
      expect(new Set(asked).size).toBe(asked.length);
    },
    120_000,
  );
});
