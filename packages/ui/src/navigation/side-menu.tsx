import {
  BookIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  ClockIcon,
  ContractIcon,
  FileIcon,
  FolderIcon,
  HelpIcon,
  ImageIcon,
  ListIcon,
  LogoutIcon,
  ScheduleIcon,
  ShieldIcon,
  SlidersIcon,
  UserIcon,
  UsersIcon,
} from '../Icon/icons.tsx';
import type { NavItem, NavSection } from './nav-types.ts';

/** The entries of the PC sidebar (core §2), in the spec's order. */
export const sideMenuEntries = {
  lists: [
    { id: 'customers', label: '顧客一覧', href: '/customer', icon: <UsersIcon /> },
    { id: 'buildings', label: '物件一覧', href: '/building', icon: <BuildingIcon /> },
    { id: 'cases', label: '案件一覧', href: '/case', icon: <ListIcon /> },
  ],
  siteTools: [
    { id: 'reports', label: '報告書管理', href: '/report', icon: <FileIcon /> },
    { id: 'dailyAll', label: '全体日報', href: '/daily', icon: <CalendarIcon /> },
    { id: 'albumAll', label: '全体アルバム', href: '/album', icon: <ImageIcon /> },
    { id: 'scheduleAll', label: '全体工程表', href: '/board', icon: <ScheduleIcon /> },
    { id: 'attendance', label: '勤怠', href: '/attendance', icon: <ClockIcon /> },
  ],
  settings: [
    { id: 'siteMaster', label: '現場マスタ', href: '/genbamaster', icon: <FolderIcon /> },
    { id: 'partners', label: '協力会社管理', href: '/setting/subcontractor', icon: <BriefcaseIcon /> },
    { id: 'members', label: 'メンバー管理', href: '/member/information', icon: <SlidersIcon /> },
    { id: 'contract', label: '契約管理', href: '/contract', icon: <ContractIcon /> },
  ],
  support: [
    { id: 'manual', label: 'マニュアル', href: '/manual', icon: <BookIcon />, external: true },
    { id: 'terms', label: '利用規約', href: '/terms', icon: <ShieldIcon /> },
    { id: 'help', label: 'ヘルプセンター', href: '/help', icon: <HelpIcon /> },
    { id: 'profile', label: 'プロフィール編集', href: '/member/profile', icon: <UserIcon /> },
    { id: 'logout', label: 'ログアウト', icon: <LogoutIcon /> },
  ],
} as const satisfies Record<string, readonly NavItem[]>;

export type SideMenuEntryId = (typeof sideMenuEntries)[keyof typeof sideMenuEntries][number]['id'];

export type CreateSideMenuOptions = {
  /** Overrides the default routes, e.g. `{ manual: 'https://…' }`. */
  hrefs?: Partial<Record<SideMenuEntryId, string>>;
  /** Hides entries the member may not use (core §6). Everything is shown by default. */
  isVisible?: (id: SideMenuEntryId) => boolean;
  /** The id of the current page's entry. */
  currentId?: SideMenuEntryId;
  onLogout: () => void;
};

const sectionLabels = {
  lists: '一覧',
  siteTools: '現場ツール',
  settings: '設定',
  support: undefined,
} as const;

/** Builds the sidebar of core §2 as data for `PcLayout`'s `sideMenu`. Empty sections are dropped. */
export const createSideMenu = ({
  hrefs = {},
  isVisible = () => true,
  currentId,
  onLogout,
}: CreateSideMenuOptions): NavSection[] =>
  (Object.keys(sideMenuEntries) as (keyof typeof sideMenuEntries)[])
    .map((section) => ({
      id: section,
      label: sectionLabels[section],
      items: sideMenuEntries[section]
        .filter((entry) => isVisible(entry.id))
        .map(
          (entry): NavItem => ({
            ...entry,
            href:
              entry.id === 'logout'
                ? undefined
                : (hrefs[entry.id] ?? ('href' in entry ? entry.href : undefined)),
            current: entry.id === currentId,
            onSelect: entry.id === 'logout' ? onLogout : undefined,
          }),
        ),
    }))
    .filter((section) => section.items.length > 0);
