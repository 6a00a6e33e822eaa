import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { NavSection } from '../navigation/nav-types.ts';
import { PcLayout } from './PcLayout.tsx';

const setup = (props: Partial<Parameters<typeof PcLayout>[0]> = {}) => {
  const onLogout = vi.fn();
  const sideMenu: NavSection[] = [
    {
      id: 'lists',
      label: '一覧',
      items: [
        { id: 'customers', label: '顧客一覧', href: '/customer', current: true },
        { id: 'buildings', label: '物件一覧', href: '/building' },
      ],
    },
    {
      id: 'siteTools',
      label: '現場ツール',
      items: [{ id: 'board', label: '全体工程表', href: '/board', badge: 120 }],
    },
    { id: 'support', items: [{ id: 'logout', label: 'ログアウト', onSelect: onLogout }] },
  ];
  return { onLogout, sideMenu, props: { brand: 'Genba', sideMenu, children: <p>本文</p>, ...props } };
};

describe('PcLayout', () => {
  it('has a 70 px header and a 305 px side menu that collapses to 60 px', async () => {
    await page.viewport(1280, 800);
    const { props } = setup();
    const screen = await render(<PcLayout {...props} />);
    expect(screen.getByRole('banner').element().getBoundingClientRect().height).toBe(70);
    const aside = screen.getByRole('complementary');
    expect(aside.element().getBoundingClientRect().width).toBe(305);
    await userEvent.click(screen.getByRole('button', { name: 'メニューを閉じる' }));
    expect(aside.element().getBoundingClientRect().width).toBe(60);
    // Collapsed entries keep their names, and a visible count stays part of the name.
    await expect
      .element(screen.getByRole('link', { name: '顧客一覧' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('link', { name: '全体工程表 99+', exact: true }))
      .toBeInTheDocument();
  });

  it('pushes everything down by 44 px while an announcement shows', async () => {
    const { props } = setup({ announcement: 'メンテナンスのお知らせ' });
    const screen = await render(<PcLayout {...props} />);
    expect(screen.getByRole('region', { name: 'お知らせ' }).element().getBoundingClientRect().height).toBe(
      44,
    );
    expect(screen.getByRole('banner').element().getBoundingClientRect().top).toBe(44);
    expect(screen.getByRole('main').element().getBoundingClientRect().top).toBe(114);
  });

  it('renders links through renderLink and logout as a button', async () => {
    const { props, onLogout } = setup();
    const screen = await render(
      <PcLayout
        {...props}
        renderLink={({ item, href, children, ...rest }) => (
          <a {...rest} href={href} data-router-link={item.id}>
            {children}
          </a>
        )}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: /全体工程表/ }))
      .toHaveAttribute('data-router-link', 'board');
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('marks only the current entry, with a highlighted style, and renders no entry it is not given', async () => {
    const { props } = setup();
    const screen = await render(<PcLayout {...props} />);
    const nav = screen.getByRole('navigation', { name: 'サイドメニュー' });
    const current = nav.getByRole('link', { name: '顧客一覧' });
    const other = nav.getByRole('link', { name: '物件一覧' });
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    await expect.element(other).not.toHaveAttribute('aria-current');
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    expect(background(current.element())).not.toBe(background(other.element()));
    expect(nav.getByRole('link').elements()).toHaveLength(3);
    await expect.element(nav.getByText('99+')).toBeVisible();
  });

  it('can be controlled', async () => {
    const onSideMenuOpenChange = vi.fn();
    const { props } = setup({ sideMenuOpen: false, onSideMenuOpenChange });
    const screen = await render(<PcLayout {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    expect(onSideMenuOpenChange).toHaveBeenCalledWith(true);
    // Still collapsed: the parent owns the state.
    await expect.element(screen.getByRole('button', { name: 'メニューを開く' })).toBeInTheDocument();
  });
});
