import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

describe('the case list’s row links', () => {
  // The rows' links are plain anchors (useInAppLinks): a click navigates in the app, as a router Link
  // would, without loading the page again; the address stays a real href for a new tab.
  it('opens a project’s talk room and its edit form in the app', async () => {
    const { router } = await renderApp('/case');
    const room = page.getByRole('link', { name: '田中様邸 外壁塗装工事' });
    await expect.element(room).toHaveAttribute('href', '/talk/field/500');
    await room.click();
    // (A lazy route's first load takes more than the poll's default second in a fresh browser.)
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/talk/field/500');

    await router.navigate('/case');
    const edit = page.getByRole('link', { name: '田中様邸 外壁塗装工事を編集' });
    await edit.click();
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/case/500/edit');
    await expect.element(page.getByRole('textbox', { name: '案件名' })).toBeVisible();
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const { router } = await renderApp('/case');
    const room = page.getByRole('link', { name: '田中様邸 外壁塗装工事' });
    await expect.element(room).toBeVisible();
    // Ctrl+click opens a new tab in a browser: the app leaves the click alone (the document sees it not
    // prevented) and stays where it is; the test then stops the tab from opening.
    let prevented: boolean | undefined;
    document.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await room.click({ modifiers: ['Control'] });
    expect(prevented).toBe(false);
    expect(router.state.location.pathname).toBe('/case');
  });
});
