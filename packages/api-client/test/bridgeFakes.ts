import { vi } from 'vitest';
import type { BridgeWindow } from '../src/bridge/index.ts';

/** The simulated app host is the fixtures' test double, shared with the app's tests. */
export { createWebViewHost } from '../src/fixtures/bridgeHost.ts';

type FakeInput = EventTarget & {
  type: string;
  accept: string;
  multiple: boolean;
  files: File[] | null;
  attributes: Record<string, string>;
  setAttribute: (name: string, value: string) => void;
  click: () => void;
};

/** A plain browser: no ReactNativeWebView, web APIs recorded. */
export const createBrowser = (
  geolocation?: (success: PositionCallback, failure: PositionErrorCallback | null | undefined) => void,
) => {
  const inputs: FakeInput[] = [];
  const anchors: Record<string, unknown>[] = [];
  const opened: unknown[][] = [];
  const shared: ShareData[] = [];
  const doc = Object.assign(new EventTarget(), {
    createElement: (tag: string) => {
      if (tag === 'input') {
        const input = Object.assign(new EventTarget(), {
          type: '',
          accept: '',
          multiple: false,
          files: null,
          attributes: {} as Record<string, string>,
          setAttribute(name: string, value: string) {
            this.attributes[name] = value;
          },
          click: vi.fn(),
        });
        inputs.push(input);
        return input;
      }
      const anchor: Record<string, unknown> = { click: vi.fn() };
      anchors.push(anchor);
      return anchor;
    },
    body: { appendChild: vi.fn(), removeChild: vi.fn() },
  });
  const win = Object.assign(new EventTarget(), {
    document: doc,
    open: (...args: unknown[]) => opened.push(args),
    navigator: {
      userAgent: 'Mozilla/5.0 Chrome',
      geolocation: geolocation
        ? {
            getCurrentPosition: (ok: PositionCallback, ng?: PositionErrorCallback | null) =>
              geolocation(ok, ng),
          }
        : undefined,
      share: async (data: ShareData) => {
        shared.push(data);
      },
    },
  }) as unknown as BridgeWindow;
  return { win, inputs, anchors, opened, shared };
};

export const coords = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude, accuracy: 10 } }) as GeolocationPosition;
