/** Talk §2/§9 and core §9 layout sizes, in CSS pixels. The design tokens are generated from these. */
export const LAYOUT = {
  breakpoints: { sm: 360, md: 768, lg: 992 },
  headerHeight: 70,
  groupHeaderHeight: 40,
  navigationHeight: 56,
  contentWidth: 768,
  groupList: { open: 300, collapsed: 60 },
  sideMenu: { open: 305, collapsed: 60 },
  announcementBannerHeight: 44,
  pcMinWidth: 1280,
  pcMinWidthWithLeftMenu: 1248,
  spMinWidth: 320,
  confirmDialogMaxWidth: 370,
  notificationDialogMaxWidth: 430,
  settingsBoxWidth: 660,
  dailyPopupWidth: 290,
  stampPicker: { width: 420, height: 250 },
  albumCellWidth: 192,
  talkDailyCellWidth: 140,
  resizablePanelMinHeight: 64,
  failedUploadThumbnail: 250,
} as const;

export type Layout = typeof LAYOUT;

/** Talk §2 layout variants of the photo grid. `commomAlbum` is spelled as the product spells it. */
export const LAYOUT_VARIANTS = ['talk', 'album', 'daily', 'report', 'commonDaily', 'commomAlbum'] as const;
export type LayoutVariant = (typeof LAYOUT_VARIANTS)[number];
