import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Compares stories tagged `screenshot` with the committed reference under
 * `__screenshots__`. Fonts must have loaded and animations must be off first,
 * or the same story would differ from one run to the next.
 */
const FREEZE_ANIMATIONS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

afterEach(async (context) => {
  const story = (context as { story?: { tags: string[]; id: string } }).story;
  if (!story?.tags.includes('screenshot')) return;
  const style = document.createElement('style');
  style.textContent = FREEZE_ANIMATIONS;
  document.head.append(style);
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
  style.remove();
});
