/**
 * The single source of Genba's design tokens. `scripts/generate-tokens.ts`
 * turns this object into `tokens.css` (CSS custom properties); components
 * read only those variables, and JavaScript (layout maths, charts) imports
 * the typed constants below.
 *
 * The layout constants of the spec (talk §9, core §9) are imported from
 * `LAYOUT` in @genba/validators rather than written twice.
 */

import { LAYOUT } from '@genba/validators';

/** Neutral greys. Text colours are picked so each passes WCAG AA on white and on `neutral.50`. */
const neutral = {
  '0': '#ffffff',
  '50': '#f6f7f9',
  '100': '#eceef2',
  '200': '#dfe2e8',
  '300': '#c7ccd4',
  '400': '#9aa1ad',
  '500': '#68707d',
  '600': '#4f5763',
  '700': '#3a414b',
  '800': '#262b33',
  '900': '#14181d',
} as const;

export const color = {
  brand: {
    primary: '#0f5fa8',
    primaryHover: '#0c4f8c',
    primaryActive: '#0a4274',
    primarySubtle: '#e7f0f9',
    onPrimary: '#ffffff',
  },
  semantic: {
    success: '#2a7431',
    successSubtle: '#e7f4e8',
    warning: '#8a5300',
    warningSubtle: '#fff3dc',
    danger: '#c02626',
    dangerHover: '#9f1d1d',
    dangerSubtle: '#fdecec',
    info: '#0b6a93',
    infoSubtle: '#e5f3f9',
    /** The dashed avatar border of an invited member (talk §6). */
    invited: '#2a8a36',
  },
  neutral,
  text: {
    default: neutral['900'],
    muted: neutral['600'],
    placeholder: neutral['500'],
    disabled: neutral['500'],
    inverse: neutral['0'],
    link: '#0f5fa8',
  },
  surface: {
    page: neutral['50'],
    raised: neutral['0'],
    sunken: neutral['100'],
    overlay: 'rgb(20 24 29 / 0.5)',
    header: '#0f3b66',
    onHeader: neutral['0'],
  },
  border: {
    default: neutral['300'],
    /** Form-control outlines: at least 3:1 against white (WCAG 1.4.11). */
    strong: neutral['500'],
    focus: '#1f7ae0',
  },
  /**
   * Project completion statuses 0–9 (core §4): badge background with white
   * text, each at least 4.5:1.
   */
  projectStatus: {
    '0': '#1559b0', // 施工中
    '1': '#2a7431', // 完工
    '2': '#00756a', // 着工前
    '3': '#6a1b9a', // 契約前
    '4': '#a8134f', // 現調前
    '5': '#5d4037', // 提案前
    '6': '#a34b06', // 提案中
    '7': '#5f6368', // 保留
    '8': '#b3261e', // 契約キャンセル
    '9': '#37474f', // 提案終了
  },
  /** Avatar backgrounds by member type (talk §6), under white initials. */
  avatar: {
    admin: '#1559b0',
    manager: '#6a1b9a',
    business: '#00756a',
    partner: '#a34b06',
    own: '#37474f',
  },
  /** Schedule task bars (core §3): pale fills under dark text. Light blue is the default. */
  task: {
    lightBlue: '#a9dcf5',
    blue: '#a8c4f4',
    green: '#b5e0b7',
    yellow: '#ffe38f',
    orange: '#ffcf8f',
    red: '#f5aaaa',
    pink: '#f9c2d6',
    purple: '#d7b0e0',
    grey: '#d3dadf',
  },
  onTask: neutral['900'],
} as const;

export const taskPaletteDefault = 'lightBlue' satisfies keyof typeof color.task;

export const font = {
  family: {
    // The bundled variable font, then its metric-matched system fallback (base.css) for the first paint.
    sans: '"Noto Sans JP Variable", "Noto Sans JP Fallback", "Hiragino Sans", "Yu Gothic", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  },
  /** Type scale in px. 14 is body text on PC; form inputs use 16 so iOS does not zoom. */
  size: { xs: 11, sm: 12, md: 14, lg: 16, xl: 18, '2xl': 20, '3xl': 24 },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.3, normal: 1.6 },
} as const;

/** Spacing scale in px (4 px grid). */
export const space = {
  '0': 0,
  '1': 4,
  '2': 8,
  '3': 12,
  '4': 16,
  '5': 20,
  '6': 24,
  '8': 32,
  '10': 40,
  '12': 48,
} as const;

export const radius = { sm: 4, md: 8, lg: 12, full: 9999 } as const;

export const shadow = {
  sm: '0 1px 2px rgb(20 24 29 / 0.12)',
  md: '0 4px 12px rgb(20 24 29 / 0.14)',
  lg: '0 12px 32px rgb(20 24 29 / 0.2)',
  focus: '0 0 0 3px rgb(31 122 224 / 0.45)',
} as const;

export const zIndex = {
  base: 0,
  header: 100,
  sideMenu: 110,
  banner: 120,
  navigation: 130,
  popover: 1000,
  dialog: 1100,
  toast: 1200,
} as const;

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.4, 0, 1, 1)' },
} as const;

/**
 * Layout constants of the spec, in px, renamed for CSS (`--genba-layout-header`).
 * The numbers come from `LAYOUT` in @genba/validators, the one place the spec's
 * sizes are written down.
 */
export const layout = {
  breakpoint: LAYOUT.breakpoints,
  header: LAYOUT.headerHeight,
  groupHeader: LAYOUT.groupHeaderHeight,
  navigation: LAYOUT.navigationHeight,
  contentWidth: LAYOUT.contentWidth,
  groupList: LAYOUT.groupList,
  sideMenu: LAYOUT.sideMenu,
  announcementBanner: LAYOUT.announcementBannerHeight,
  pcMinWidth: LAYOUT.pcMinWidth,
  pcMinWidthWithLeftMenu: LAYOUT.pcMinWidthWithLeftMenu,
  spMinWidth: LAYOUT.spMinWidth,
  confirmDialogMax: LAYOUT.confirmDialogMaxWidth,
  notificationDialogMax: LAYOUT.notificationDialogMaxWidth,
  settingsBox: LAYOUT.settingsBoxWidth,
  dailyPopup: LAYOUT.dailyPopupWidth,
  stampPicker: LAYOUT.stampPicker,
  albumCell: LAYOUT.albumCellWidth,
  talkDailyCell: LAYOUT.talkDailyCellWidth,
  resizablePanelMin: LAYOUT.resizablePanelMinHeight,
} as const;

export const tokens = { color, font, space, radius, shadow, zIndex, motion, layout } as const;

export type Tokens = typeof tokens;
export type ProjectStatusCode = keyof typeof color.projectStatus;
export type TaskColor = keyof typeof color.task;
export type AvatarType = keyof typeof color.avatar;
