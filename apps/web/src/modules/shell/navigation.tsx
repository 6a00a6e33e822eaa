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
  InboxIcon,
  ListIcon,
  LogoutIcon,
  type NavItem,
  type NavSection,
  ScheduleIcon,
  ShieldIcon,
  SlidersIcon,
  UserIcon,
  UsersIcon,
} from '@genba/ui';
import { routeKeyOf } from '@genba/validators';
import type { ComponentType } from 'react';
import { LOGOUT_PATH, TERMS_PATH } from '../session/utils/routeGuard.ts';

/** The PC side menu's sections, in the order of core §2's sidebar. */
export const SIDE_MENU_SECTIONS = [
  { id: 'lists', label: '一覧' },
  { id: 'siteTools', label: '現場ツール' },
  { id: 'settings', label: '設定' },
  // Ours: the operator's screens, for system administrators only (route key `admin`).
  { id: 'admin', label: 'システム管理' },
  { id: 'support', label: undefined },
] as const;

export type SideMenuSectionId = (typeof SIDE_MENU_SECTIONS)[number]['id'];

/** One row of the app's navigation table: a route of the spec, and where it shows. */
export type NavigationEntry = {
  readonly id: string;
  /** A route of talk §2 or core §2 (the case list keeps /case). */
  readonly href: string;
  readonly icon: ComponentType;
  /** In the PC side menu: its section and label. */
  readonly pc?: { readonly section: SideMenuSectionId; readonly label: string };
  /** In the phone's bottom navigation: its (shorter) label. */
  readonly sp?: { readonly label: string };
  /**
   * True once the router has the page. Until then the entry is hidden, so no
   * menu leads to the not-found screen (navigation.test.tsx checks the flag
   * against the router both ways).
   */
  readonly ready: boolean;
};

/**
 * The one navigation table of the web app, for PC and phone. Order is the
 * display order. Sidebar items of core §2 without a route in the spec
 * (report management, manual) have no row until the spec names their route;
 * edit profile has the designed /account. A feature adds its row here and sets `ready: true` in the same
 * change that adds its route to the router (see apps/web/README.md).
 */
export const NAVIGATION: readonly NavigationEntry[] = [
  { id: 'talk', href: '/talk', icon: ChatIcon, sp: { label: 'トーク' }, ready: true },
  {
    id: 'customers',
    href: '/customer',
    icon: UsersIcon,
    pc: { section: 'lists', label: '顧客一覧' },
    ready: true,
  },
  {
    id: 'buildings',
    href: '/building',
    icon: BuildingIcon,
    pc: { section: 'lists', label: '物件一覧' },
    ready: true,
  },
  { id: 'cases', href: '/case', icon: ListIcon, pc: { section: 'lists', label: '案件一覧' }, ready: true },
  {
    id: 'daily',
    href: '/daily',
    icon: CalendarIcon,
    pc: { section: 'siteTools', label: '全体日報' },
    sp: { label: '日報' },
    ready: true,
  },
  {
    id: 'album',
    href: '/album',
    icon: ImageIcon,
    pc: { section: 'siteTools', label: '全体アルバム' },
    sp: { label: 'アルバム' },
    ready: true,
  },
  {
    id: 'board',
    href: '/board',
    icon: ScheduleIcon,
    pc: { section: 'siteTools', label: '全体工程表' },
    ready: true,
  },
  {
    id: 'attendance',
    href: '/attendance',
    icon: ClockIcon,
    pc: { section: 'siteTools', label: '勤怠' },
    ready: true,
  },
  { id: 'news', href: '/news', icon: BellIcon, sp: { label: 'お知らせ' }, ready: true },
  {
    id: 'siteMaster',
    href: '/genbamaster',
    icon: FolderIcon,
    pc: { section: 'settings', label: '現場マスタ' },
    ready: false,
  },
  {
    id: 'partners',
    href: '/setting/subcontractor',
    icon: BriefcaseIcon,
    pc: { section: 'settings', label: '協力会社管理' },
    ready: true,
  },
  {
    id: 'members',
    href: '/member/information',
    icon: SlidersIcon,
    pc: { section: 'settings', label: 'メンバー管理' },
    ready: true,
  },
  {
    id: 'contract',
    href: '/contract',
    icon: ContractIcon,
    pc: { section: 'settings', label: '契約管理' },
    ready: false,
  },
  // /admin/users and /admin/news: shown to system administrators only, since the server lists the
  // route key `admin` among everyone else's denied_routes.
  {
    id: 'adminUsers',
    href: '/admin/users',
    icon: ShieldIcon,
    pc: { section: 'admin', label: 'システム管理者' },
    sp: { label: '管理者' },
    ready: true,
  },
  {
    id: 'adminNews',
    href: '/admin/news',
    icon: InboxIcon,
    pc: { section: 'admin', label: 'お知らせ管理' },
    sp: { label: '配信管理' },
    ready: true,
  },
  {
    id: 'terms',
    href: TERMS_PATH,
    icon: ShieldIcon,
    pc: { section: 'support', label: '利用規約' },
    ready: true,
  },
  {
    id: 'help',
    href: '/help',
    icon: HelpIcon,
    pc: { section: 'support', label: 'ヘルプセンター' },
    ready: false,
  },
  // プロフィール編集 of core §2's sidebar (before ログアウト, which stays last); the spec names no route, /account is ours.
  {
    id: 'account',
    href: '/account',
    icon: UserIcon,
    pc: { section: 'support', label: 'プロフィール編集' },
    ready: true,
  },
  // /logout ends the session itself (pages/LogoutPage.tsx), so logging out is an ordinary link;
  // last in the phone's bottom navigation too, which has no other way out.
  {
    id: 'logout',
    href: LOGOUT_PATH,
    icon: LogoutIcon,
    pc: { section: 'support', label: 'ログアウト' },
    sp: { label: 'ログアウト' },
    ready: true,
  },
];

/** `/talk` is current on `/talk` and `/talk/12`, not on `/talkative`. */
export const isCurrentRoute = (href: string, pathname: string): boolean => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === href || path.startsWith(`${href}/`);
};

const toItem = (entry: NavigationEntry, label: string, pathname: string): NavItem => {
  const Icon = entry.icon;
  return {
    id: entry.id,
    label,
    href: entry.href,
    icon: <Icon />,
    current: isCurrentRoute(entry.href, pathname),
  };
};

/** Whether the member may open the entry's route: its route key is not among the init data's denied_routes. */
const usable = (entry: NavigationEntry, denied: readonly string[]) =>
  entry.ready && !denied.includes(routeKeyOf(entry.href));

/**
 * The PC side menu at `pathname`: ready entries the member may use (`denied`
 * is the init data's denied_routes, by the server's access rule), the current
 * one marked, empty sections dropped.
 */
export const sideMenuAt = (
  pathname: string,
  table: readonly NavigationEntry[] = NAVIGATION,
  denied: readonly string[] = [],
): NavSection[] =>
  SIDE_MENU_SECTIONS.map((section) => ({
    id: section.id,
    label: section.label,
    items: table.flatMap((entry) =>
      usable(entry, denied) && entry.pc?.section === section.id
        ? [toItem(entry, entry.pc.label, pathname)]
        : [],
    ),
  })).filter((section) => section.items.length > 0);

/** The phone's bottom navigation at `pathname`: ready entries the member may use, the current one marked. */
export const bottomNavigationAt = (
  pathname: string,
  table: readonly NavigationEntry[] = NAVIGATION,
  denied: readonly string[] = [],
): NavItem[] =>
  table.flatMap((entry) =>
    usable(entry, denied) && entry.sp ? [toItem(entry, entry.sp.label, pathname)] : [],
  );
