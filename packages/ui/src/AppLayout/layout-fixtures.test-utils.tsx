import { Avatar } from '../Avatar/Avatar.tsx';
import {
  BellIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  ContractIcon,
  FolderIcon,
  HelpIcon,
  ImageIcon,
  ListIcon,
  LogoutIcon,
  ScheduleIcon,
  SearchIcon,
  ShieldIcon,
  SlidersIcon,
  UsersIcon,
} from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { NavItem, NavSection } from '../navigation/nav-types.ts';

/**
 * Sample data for the layout stories and tests: what an app passes to the
 * layouts. The layouts know no routes; the web app's own table lives in
 * apps/web/src/modules/shell/navigation.tsx.
 */
export const sideMenu: NavSection[] = [
  {
    id: 'lists',
    label: '一覧',
    items: [
      { id: 'customers', label: '顧客一覧', href: '/customer', icon: <UsersIcon /> },
      { id: 'buildings', label: '物件一覧', href: '/building', icon: <BuildingIcon /> },
      { id: 'cases', label: '案件一覧', href: '/case', icon: <ListIcon /> },
    ],
  },
  {
    id: 'siteTools',
    label: '現場ツール',
    items: [
      { id: 'daily', label: '全体日報', href: '/daily', icon: <CalendarIcon />, current: true },
      { id: 'album', label: '全体アルバム', href: '/album', icon: <ImageIcon />, badge: 4 },
      { id: 'board', label: '全体工程表', href: '/board', icon: <ScheduleIcon /> },
      { id: 'attendance', label: '勤怠', href: '/attendance', icon: <ClockIcon /> },
    ],
  },
  {
    id: 'settings',
    label: '設定',
    items: [
      { id: 'siteMaster', label: '現場マスタ', href: '/genbamaster', icon: <FolderIcon /> },
      { id: 'partners', label: '協力会社管理', href: '/setting/subcontractor', icon: <BriefcaseIcon /> },
      { id: 'members', label: 'メンバー管理', href: '/member/information', icon: <SlidersIcon /> },
      { id: 'contract', label: '契約管理', href: '/contract', icon: <ContractIcon /> },
    ],
  },
  {
    id: 'support',
    items: [
      { id: 'terms', label: '利用規約', href: '/login/rules', icon: <ShieldIcon /> },
      { id: 'help', label: 'ヘルプセンター', href: '/help', icon: <HelpIcon /> },
      { id: 'logout', label: 'ログアウト', icon: <LogoutIcon /> },
    ],
  },
];

export const spNavigation: NavItem[] = [
  { id: 'talk', label: 'トーク', href: '/talk', icon: <ChatIcon />, current: true, badge: 3 },
  { id: 'album', label: 'アルバム', href: '/album', icon: <ImageIcon /> },
  { id: 'daily', label: '日報', href: '/daily', icon: <CalendarIcon /> },
  { id: 'news', label: 'お知らせ', href: '/news', icon: <BellIcon /> },
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
