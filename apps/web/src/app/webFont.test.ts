import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { scheduleWebFont, type WebFontDeps } from './webFont.ts';

type State = WebFontDeps['router']['state'];

const fakeRouter = (state: State) => {
  const listeners = new Set<(s: State) => void>();
  const router = {
    state,
    subscribe: (listener: (s: State) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: State) {
      router.state = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
  return router;
};

const fakeMedia = (matches: boolean) => {
  const listeners = new Set<() => void>();
  return {
    matches,
    addEventListener: (_: string, l: () => void) => {
      listeners.add(l);
    },
    removeEventListener: (_: string, l: () => void) => {
      listeners.delete(l);
    },
    widen() {
      this.matches = true;
      for (const l of [...listeners]) l();
    },
  };
};

const idleNow = (callback: () => void) => callback();
const shown: State = { initialized: true, navigation: { state: 'idle' } };
const loading: State = { initialized: false, navigation: { state: 'idle' } };

describe('scheduleWebFont', () => {
  it('never loads the font on a narrow viewport, and loads it once the window is widened', () => {
    const load = vi.fn();
    const wide = fakeMedia(false);
    scheduleWebFont({ router: fakeRouter(shown), queryClient: () => undefined, wide, idle: idleNow, load });
    expect(load).not.toHaveBeenCalled();
    wide.widen();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the first screen, then for the browser to be idle', () => {
    const load = vi.fn();
    const router = fakeRouter(loading);
    let pendingIdle: (() => void) | undefined;
    scheduleWebFont({
      router,
      queryClient: () => undefined,
      wide: fakeMedia(true),
      idle: (callback) => {
        pendingIdle = callback;
      },
      load,
    });
    expect(pendingIdle).toBeUndefined();
    router.set(shown);
    expect(load).not.toHaveBeenCalled();
    pendingIdle?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits until no query is fetching', async () => {
    const load = vi.fn();
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    const fetching = queryClient.fetchQuery({
      queryKey: ['projects'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    scheduleWebFont({
      router: fakeRouter(shown),
      queryClient: () => queryClient,
      wide: fakeMedia(true),
      idle: idleNow,
      load,
    });
    expect(load).not.toHaveBeenCalled();
    answer('done');
    await fetching;
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    queryClient.clear();
  });
});
