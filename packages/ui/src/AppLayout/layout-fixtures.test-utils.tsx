import { Avatar } from '../Avatar/Avatar.tsx';
import { BellIcon, CalendarIcon, ChatIcon, ImageIcon, MenuIcon, SearchIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { NavItem } from '../navigation/nav-types.ts';
import { createSideMenu } from '../navigation/side-menu.tsx';

/** Shared by the layout stories and tests: what an app passes to the layouts. */
export const sideMenu = createSideMenu({ currentId: 'dailyAll', onLogout: () => {} });

export const spNavigation: NavItem[] = [
  { id: 'talk', label: 'トーク', href: '/talk', icon: <ChatIcon />, current: true, badge: 3 },
  { id: 'album', label: 'アルバム', href: '/album', icon: <ImageIcon /> },
  { id: 'daily', label: '日報', href: '/daily', icon: <CalendarIcon /> },
  { id: 'news', label: 'お知らせ', href: '/news', icon: <BellIcon /> },
  { id: 'menu', label: 'メニュー', href: '/menu', icon: <MenuIcon /> },
];

export const brand = <a href="/talk">Genba</a>;

export const headerEnd = (
  <>
    <IconButton aria-label="お知らせ" icon={<BellIcon />} />
    <Avatar name="管理 花子" type="admin" size="sm" />
  </>
);

export const spHeaderEnd = <IconButton aria-label="検索" icon={<SearchIcon />} />;

export const PageBody = () => (
  <div style={{ padding: 24, display: 'grid', gap: 16 }}>
    <h2 style={{ margin: 0, fontSize: 20 }}>全体日報</h2>
    {['東区新築工事', '西町リフォーム', '南ビル外壁塗装'].map((name) => (
      <div
        key={name}
        style={{ padding: 16, borderRadius: 8, background: 'white', border: '1px solid #c7ccd4' }}
      >
        {name}
      </div>
    ))}
  </div>
);
