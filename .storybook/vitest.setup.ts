import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { takeUnhandledRequests } from './msw.ts';

/**
 * A request that no MSW handler answers fails the story (see msw.ts).
 * Story tests run with animations and transitions off: a dialog is then
 * fully visible as soon as it mounts, and screenshots never catch a frame
 * mid-animation. Stories tagged `screenshot` are compared with the committed
 * reference under `__screenshots__` once the bundled font has loaded.
 */
const FREEZE_ANIMATIONS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.testid = 'freeze-animations';
  style.textContent = FREEZE_ANIMATIONS;
  document.head.append(style);
});

afterEach(() => {
  const requests = takeUnhandledRequests();
  if (requests.length > 0) {
    throw new Error(`Requests without an MSW handler (add one to parameters.msw):\n${requests.join('\n')}`);
  }
});

afterEach(async (context) => {
  const story = (context as { story?: { tags: string[]; id: string } }).story;
  if (!story?.tags.includes('screenshot')) return;
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
