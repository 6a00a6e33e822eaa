import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createWebApi } from '../../app/api.ts';
import { createAppQueryClient } from '../../app/queryClient.ts';
import { createRoutes } from '../../app/router.tsx';
import {
  bottomNavigationAt,
  isCurrentRoute,
  NAVIGATION,
  type NavigationEntry,
  SIDE_MENU_SECTIONS,
  sideMenuAt,
} from './navigation.tsx';

/** The routes of talk §2 and core §2 a menu may lead to (the case list keeps /case). */
const SPEC_ROUTES = new Set([
  '/talk',
  '/album',
  '/daily',
  '/aggregate',
  '/attendance',
  '/board',
  '/schedule-board',
  '/news',
  '/member/information',
  '/customer',
  '/building',
  '/case',
  '/contractor',
  '/genbamaster',
  '/setting/company',
  '/setting/office',
  '/setting/subcontractor',
  '/contract',
  '/login/rules',
  '/admin/news',
  '/help',
  '/logout',
]);

const routes = createRoutes({ api: createWebApi(), queryClient: createAppQueryClient() });

/** Whether the router has a page for `href` (anything but the catch-all not-found route). */
const routerHas = (href: string) => {
  const leaf = matchRoutes(routes, href)?.at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
};

const labels = (sections: ReturnType<typeof sideMenuAt>) =>
  sections.flatMap((section) => section.items.map((item) => item.label));

describe('the navigation table', () => {
  it('lists only routes of the spec, each once', () => {
    const hrefs = NAVIGATION.map((entry) => entry.href);
    // Designed routes: /account (the spec's sidebar lists "edit profile" but names no route for it) and
    // /admin/users (talk §7 admin_user has calls but no screen).
    const designed = ['/account', '/admin/users'];
    expect(hrefs.filter((href) => !SPEC_ROUTES.has(href) && !designed.includes(href))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const gone of ['/report', '/manual', '/member/profile', '/menu']) expect(hrefs).not.toContain(gone);
  });

  it.each(NAVIGATION.map((entry) => [entry.id, entry] as const))(
    'marks %s ready exactly when the router has its page',
    (_id, entry) => {
      expect(entry.ready).toBe(routerHas(entry.href));
    },
  );

  it('puts every entry in at least one menu', () => {
    expect(NAVIGATION.filter((entry) => !entry.pc && !entry.sp)).toEqual([]);
  });
});

describe('the menus built from it', () => {
  it('show only the pages that exist today, in the side menu without empty sections', () => {
    // Derived from the table rather than listed, so each feature that readies a page does not rewrite this test.
    const readyIn = (section: string) =>
      NAVIGATION.filter((entry) => entry.ready && entry.pc?.section === section).map(
        (entry) => entry.pc?.label,
      );
    const expected = SIDE_MENU_SECTIONS.map((section) => ({
      id: section.id,
      labels: readyIn(section.id),
    })).filter((section) => section.labels.length > 0);
    const menu = sideMenuAt('/talk');
    expect(menu.map((section) => section.id)).toEqual(expected.map((section) => section.id));
    expect(labels(menu)).toEqual(expected.flatMap((section) => section.labels));
    expect(labels(menu)).not.toContain('ヘルプセンター');
    expect(labels(menu).at(-1)).toBe('ログアウト');
    const bottom = bottomNavigationAt('/talk').map((item) => item.label);
    expect(bottom).toEqual(
      NAVIGATION.filter((entry) => entry.ready && entry.sp).map((entry) => entry.sp?.label),
    );
    expect(bottom[0]).toBe('トーク');
    expect(bottom.at(-1)).toBe('ログアウト');
  });

  it('mark the entry of the current route, below it too, and nothing else', () => {
    expect(bottomNavigationAt('/talk/12').find((item) => item.id === 'talk')?.current).toBe(true);
    expect(bottomNavigationAt('/talkative').find((item) => item.id === 'talk')?.current).toBe(false);
    const items = sideMenuAt('/login/rules').flatMap((section) => section.items);
    expect(items.filter((item) => item.current).map((item) => item.id)).toEqual(['terms']);
  });

  it('keep the spec order and the labels of each layout once entries are ready', () => {
    const allReady: NavigationEntry[] = NAVIGATION.map((entry) => ({ ...entry, ready: true }));
    const menu = sideMenuAt('/album', allReady);
    expect(menu.map((section) => section.label)).toEqual([
      '一覧',
      '現場ツール',
      '設定',
      'システム管理',
      undefined,
    ]);
    expect(labels(menu)).toEqual([
      '顧客一覧',
      '物件一覧',
      '案件一覧',
      '全体日報',
      '全体アルバム',
      '全体工程表',
      '勤怠',
      '現場マスタ',
      '協力会社管理',
      'メンバー管理',
      '契約管理',
      'システム管理者',
      'お知らせ管理',
      '利用規約',
      'ヘルプセンター',
      'プロフィール編集',
      'ログアウト',
    ]);
    const bottom = bottomNavigationAt('/album', allReady);
    expect(bottom.map((item) => item.label)).toEqual([
      'トーク',
      '日報',
      'アルバム',
      'お知らせ',
      '管理者',
      '配信管理',
      'ログアウト',
    ]);
    expect(bottom.filter((item) => item.current).map((item) => item.id)).toEqual(['album']);
  });

  it("show the administrators' screens to system administrators only (the server denies `admin` to everyone else)", () => {
    const adminIds = ['adminUsers', 'adminNews'];
    const ids = (denied: string[]) => [
      ...sideMenuAt('/talk', NAVIGATION, denied).flatMap((section) => section.items.map((item) => item.id)),
      ...bottomNavigationAt('/talk', NAVIGATION, denied).map((item) => item.id),
    ];
    expect(ids(['admin', 'member']).filter((id) => adminIds.includes(id))).toEqual([]);
    expect(sideMenuAt('/talk', NAVIGATION, ['admin']).map((section) => section.id)).not.toContain('admin');
    expect(ids([]).filter((id) => adminIds.includes(id))).toEqual([...adminIds, ...adminIds]);
    const admin = sideMenuAt('/admin/news', NAVIGATION, []).find((section) => section.id === 'admin');
    expect(admin?.items.map((item) => [item.label, item.href, item.current])).toEqual([
      ['システム管理者', '/admin/users', false],
      ['お知らせ管理', '/admin/news', true],
    ]);
  });

  it('treats a trailing slash as the same route', () => {
    expect(isCurrentRoute('/talk', '/talk/')).toBe(true);
  });
});
