import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppLayout } from './AppLayout.tsx';

const props = {
  pc: {
    brand: 'Genba',
    sideMenu: [{ id: 'support', items: [{ id: 'terms', label: '利用規約', href: '/terms' }] }],
  },
  sp: { mode: 'sites' as const, navigation: [{ id: 'talk', label: 'トーク', href: '/talk' }] },
  children: <p>本文</p>,
};

describe('AppLayout', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('uses the PC layout from 992 px', async () => {
    await page.viewport(992, 800);
    const screen = await render(<AppLayout {...props} />);
    await expect.element(screen.getByRole('navigation', { name: 'サイドメニュー' })).toBeInTheDocument();
  });

  it('uses the smartphone layout below 992 px and switches on resize', async () => {
    await page.viewport(991, 800);
    const screen = await render(<AppLayout {...props} />);
    await expect.element(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    await page.viewport(1280, 800);
    await expect.element(screen.getByRole('navigation', { name: 'サイドメニュー' })).toBeInTheDocument();
  });

  it('can be forced to one layout', async () => {
    const screen = await render(<AppLayout {...props} variant="sp" />);
    await expect.element(screen.getByRole('heading', { level: 1, name: '現場一覧' })).toBeInTheDocument();
  });
});
