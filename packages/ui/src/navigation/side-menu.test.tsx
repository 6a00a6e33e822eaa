import { describe, expect, it, vi } from 'vitest';
import { createSideMenu } from './side-menu.tsx';

describe('createSideMenu', () => {
  it('lays out the sidebar of core §2 in order', () => {
    const menu = createSideMenu({ onLogout: () => {} });
    expect(menu.map((s) => s.label)).toEqual(['一覧', '現場ツール', '設定', undefined]);
    expect(menu.flatMap((s) => s.items.map((i) => i.label))).toEqual([
      '顧客一覧',
      '物件一覧',
      '案件一覧',
      '報告書管理',
      '全体日報',
      '全体アルバム',
      '全体工程表',
      '勤怠',
      '現場マスタ',
      '協力会社管理',
      'メンバー管理',
      '契約管理',
      'マニュアル',
      '利用規約',
      'ヘルプセンター',
      'プロフィール編集',
      'ログアウト',
    ]);
  });

  it('drops hidden entries and empty sections, marks the current one and wires logout', () => {
    const onLogout = vi.fn();
    const menu = createSideMenu({
      onLogout,
      currentId: 'albumAll',
      hrefs: { manual: 'https://example.com/manual' },
      isVisible: (id) => !['siteMaster', 'partners', 'members', 'contract'].includes(id),
    });
    expect(menu.map((s) => s.id)).toEqual(['lists', 'siteTools', 'support']);
    const items = menu.flatMap((s) => s.items);
    expect(items.filter((i) => i.current).map((i) => i.id)).toEqual(['albumAll']);
    expect(items.find((i) => i.id === 'manual')?.href).toBe('https://example.com/manual');
    const logout = items.find((i) => i.id === 'logout');
    expect(logout?.href).toBeUndefined();
    logout?.onSelect?.();
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
