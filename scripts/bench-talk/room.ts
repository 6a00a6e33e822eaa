import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { mainThread, traced } from '../benchTrace.ts';

/**
 * The browser half of bench:talk: the built web app, served by the benchmarked server, in Chromium.
 * Starting in one site room, it switches (a click on the room list, no page load) to a room of
 * `messages` messages numbered `ベンチ 00001`…, then scrolls up through `scrollThrough` of them, then
 * types in the composer. Everything is measured inside the page: a figure ends at the first task
 * after the frame that painted it (a MessageChannel message posted in requestAnimationFrame).
 */

export type RoomFigures = {
  newestPaintMs: number;
  maxRowsMounted: number;
  frameP99: number;
  /** With BENCH_TRACE: the p99 of each frame's main-thread CPU during that scroll (else NaN). */
  frameCpuP99: number;
  /** The largest move of the row at the top of the view when an older page arrived. */
  jumpPx: number;
  /** How many of the arrived pages moved it (by more than 1 px). */
  jumpedPages: number;
  /** The largest move of that row between two frames for any other reason (a row measured, the loading line). */
  otherMovePx: number;
  pagesArrived: number;
  scrolledMessages: number;
  loadedMessages: number;
  keystrokeP95: number;
};

export type RoomBenchOptions = {
  base: string;
  /** `name=value` of the session cookie. */
  cookie: string;
  /** The room the page opens first. */
  fromPath: string;
  projectId: number;
  messages: number;
  scrollThrough: number;
};

const PAGE_SIZE = 30;

export const measureRoom = async (browser: Browser, options: RoomBenchOptions): Promise<RoomFigures> => {
  const [name = '', value = ''] = options.cookie.split(/=(.*)/s);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name, value, url: options.base }]);
  const page = await context.newPage();
  if (process.env.BENCH_LOG) {
    // Diagnosis: what the timeline asks the server for while scrolling, and what it answers.
    page.on('response', (res) => {
      if (/arrowchat/i.test(res.url()))
        console.log(`bench: ${res.status()} ${res.url().replace(options.base, '')}`);
    });
    page.on('console', (m) => console.log(`bench page: ${m.text()}`));
  }
  try {
    await page.goto(options.base + options.fromPath);
    const link = `a[href="/talk/field/${options.projectId}"]`;
    await page.waitForSelector(link);
    await page.waitForSelector('[role="log"] article');
    await page.waitForTimeout(500);

    const newestPaintMs = await page.evaluate(
      async ({ link, newest }) => {
        const painted = () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now());
              channel.port2.postMessage(0);
            }),
          );
        const shown = () =>
          [...document.querySelectorAll('[role="log"] article')].some((a) => a.textContent?.includes(newest));
        const anchor = document.querySelector<HTMLAnchorElement>(link);
        if (!anchor) throw new Error('bench: no link to the room');
        const t0 = performance.now();
        anchor.click();
        for (;;) {
          const at = await painted();
          if (shown()) return at - t0;
          if (at - t0 > 30_000) throw new Error('bench: the newest message never showed');
        }
      },
      { link, newest: `ベンチ ${String(options.messages).padStart(5, '0')}` },
    );
    await page.waitForTimeout(1000);

    const scrollUp = () =>
      page.evaluate(
        async ({ target, step, timeoutMs }) => {
          const scroller = document.querySelector<HTMLElement>('[role="log"][aria-label="メッセージ"]');
          if (!scroller) throw new Error('bench: no timeline');
          const numberOf = (el: Element) =>
            Number(/ベンチ (\d{5})/.exec(el.textContent ?? '')?.[1] ?? Number.NaN);
          const rowsMounted = () => scroller.querySelectorAll('[data-index]').length;
          /** The first message whose top is inside the view, and where it is. */
          const topRow = () => {
            const viewTop = scroller.getBoundingClientRect().top;
            for (const el of scroller.querySelectorAll('article')) {
              const top = el.getBoundingClientRect().top;
              if (top >= viewTop) return { el, top };
            }
            return undefined;
          };
          const work: number[] = [];
          let maxRows = rowsMounted();
          let jumpPages = 0;
          let jumpOther = 0;
          let pages = 0;
          let oldestSeen = Number.POSITIVE_INFINITY;
          let anchor: { el: Element; top: number } | undefined;
          let wasBusy = false;
          let jumpedPages = 0;
          const started = performance.now();
          while (oldestSeen > target) {
            if (performance.now() - started > timeoutMs) {
              const first = scroller.querySelector('article');
              throw new Error(
                `bench: stuck at ${oldestSeen} (scrollTop ${scroller.scrollTop}, height ${scroller.scrollHeight}, busy ${scroller.getAttribute('aria-busy')}, first row ${first?.textContent?.slice(0, 40)}, rows ${rowsMounted()})`,
              );
            }
            await new Promise<void>((resolve) =>
              requestAnimationFrame((frameStart) => {
                performance.mark('bench:frame');
                // What moved the row at the top since the last frame's scroll: an older page (the log was
                // busy loading it and no longer is), or anything else (a row measured, the loading line).
                const busy = scroller.getAttribute('aria-busy') === 'true';
                const arrived = wasBusy && !busy;
                wasBusy = busy;
                if (arrived) pages += 1;
                if (anchor?.el.isConnected) {
                  const moved = Math.abs(anchor.el.getBoundingClientRect().top - anchor.top);
                  if (arrived) jumpPages = Math.max(jumpPages, moved);
                  else jumpOther = Math.max(jumpOther, moved);
                  if (arrived && moved > 1) jumpedPages += 1;
                }
                scroller.scrollTop = Math.max(0, scroller.scrollTop - step);
                anchor = topRow();
                if (anchor) oldestSeen = Math.min(oldestSeen, numberOf(anchor.el) || oldestSeen);
                const channel = new MessageChannel();
                channel.port1.onmessage = () => {
                  work.push(performance.now() - frameStart);
                  maxRows = Math.max(maxRows, rowsMounted());
                  resolve();
                };
                channel.port2.postMessage(0);
              }),
            );
          }
          const sorted = work.slice(1).sort((a, b) => a - b);
          return {
            p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
            frames: sorted.length,
            maxRows,
            jumpPages,
            jumpOther,
            jumpedPages,
            pages,
            oldestSeen,
          };
        },
        { target: options.messages - options.scrollThrough, step: 60, timeoutMs: 180_000 },
      );
    // BENCH_TRACE=1: the scroll runs under a Chromium trace (which slows it a little) and each frame's
    // main-thread CPU (thread time, which a shared machine's load hardly moves) is printed beside the
    // wall-clock work; BENCH_TRACE=<file.json> also keeps the trace's tasks for a closer look.
    let scrollCpuP99 = Number.NaN;
    let scrolled: Awaited<ReturnType<typeof scrollUp>>;
    if (process.env.BENCH_TRACE) {
      const trace = await traced(browser, page, scrollUp);
      scrolled = trace.result;
      const cpu = trace
        .perFrame()
        .slice(1)
        .sort((a, b) => a - b);
      scrollCpuP99 = cpu[Math.min(cpu.length - 1, Math.floor(cpu.length * 0.99))] ?? Number.NaN;
      if (process.env.BENCH_TRACE.endsWith('.json'))
        writeFileSync(process.env.BENCH_TRACE, JSON.stringify(mainThread(trace.tasks)));
    } else scrolled = await scrollUp();

    await page.focus('textarea[aria-label="メッセージ"]');
    await page.evaluate(() => {
      const w = window as unknown as { keystrokes: number[] };
      w.keystrokes = [];
      document.addEventListener('keydown', (event) => {
        const pressed = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.keystrokes.push(performance.now() - pressed);
          channel.port2.postMessage(0);
        });
      });
    });
    await page.keyboard.type('genba talk bench keystrokes ok', { delay: 80 });
    await page.waitForTimeout(300);
    const keystrokes = await page.evaluate(() => (window as unknown as { keystrokes: number[] }).keystrokes);
    const sorted = [...keystrokes].sort((a, b) => a - b);

    return {
      newestPaintMs,
      maxRowsMounted: scrolled.maxRows,
      frameP99: scrolled.p99,
      frameCpuP99: scrollCpuP99,
      jumpPx: scrolled.jumpPages,
      jumpedPages: scrolled.jumpedPages,
      otherMovePx: scrolled.jumpOther,
      pagesArrived: scrolled.pages,
      scrolledMessages: options.messages - scrolled.oldestSeen,
      loadedMessages: (scrolled.pages + 1) * PAGE_SIZE,
      keystrokeP95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
};
