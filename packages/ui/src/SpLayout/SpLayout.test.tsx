import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SpLayout } from './SpLayout.tsx';

const navigation = [
  { id: 'talk', label: 'トーク', href: '/talk', current: true, badge: 120 },
  { id: 'album', label: 'アルバム', href: '/album' },
];

describe('SpLayout', () => {
  it.each([
    ['sites', '現場一覧'],
    ['groups', '個人・グループ'],
    ['search', '検索'],
  ] as const)('titles the %s mode %s', async (mode, title) => {
    const screen = await render(<SpLayout mode={mode}>本文</SpLayout>);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('lets a page title win over the mode', async () => {
    const screen = await render(
      <SpLayout mode="search" title="日報詳細">
        本文
      </SpLayout>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('日報詳細');
  });

  it('has a 56 px bottom navigation that marks the current page and caps badges at 99+', async () => {
    await page.viewport(360, 740);
    const screen = await render(<SpLayout navigation={navigation}>本文</SpLayout>);
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    const box = nav.element().getBoundingClientRect();
    expect(box.height).toBe(57); // 56 plus its 1 px top border
    expect(box.bottom).toBe(740);
    await expect
      .element(screen.getByRole('link', { name: /トーク/ }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByText('99+')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: /アルバム/ })).not.toHaveAttribute('aria-current');
  });

  it('caps the content at 768 px on a tablet', async () => {
    await page.viewport(1000, 800);
    const screen = await render(<SpLayout>本文</SpLayout>);
    expect(screen.getByRole('main').element().getBoundingClientRect().width).toBe(768);
  });
});
