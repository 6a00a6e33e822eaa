import { type Mocks, mock } from '@genba/api-client/msw';
import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type PageAt, pageWait, withMocks } from './PageAt.tsx';

type PageStory = StoryObj<typeof PageAt>;
type Operation = Parameters<Mocks['slow']>[0];

/** React Query retries a failed read three times (1 + 2 + 4 s) before the page shows the error. */
export const failedWait = { timeout: 8000 };

/** The page while `operation` has not answered yet (it answers after a minute, long after the screenshot). */
export const loadingStory = (operation: Operation): PageStory => ({
  parameters: { msw: withMocks(mock.slow(operation, 60_000)) },
});

/** `operation` answers an empty list and the page shows `message`. */
export const emptyStory = (operation: Operation, message: string): PageStory => ({
  parameters: { msw: withMocks(mock.empty(operation)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(message, {}, pageWait)).toBeVisible();
  },
});

/** `operation` answers `status` and the page shows the shared fetch error. */
export const fetchFailedStory = (operation: Operation, status = 500): PageStory => ({
  parameters: { msw: withMocks(mock.error(operation, status)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('データを取得できませんでした', {}, failedWait)).toBeVisible();
  },
});

/** The window is `width` px wide and the page does not scroll sideways (the narrow and PC-width stories). */
export const expectPageFits = async (width: number) => {
  await expect(window.innerWidth).toBe(width);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};
