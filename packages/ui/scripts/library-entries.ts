/**
 * Public entry points of @genba/ui: the root, the tokens and one subpath per
 * component folder. package.json `exports` lists the same subpaths
 * (`@genba/ui/button` → src/Button/index.ts); `exports.test.ts` keeps the two in step.
 */
export const componentFolders = [
  'AccountMenu',
  'AnnouncementBanner',
  'AppLayout',
  'Avatar',
  'Badge',
  'Button',
  'BusinessHistoryList',
  'ChatTimeline',
  'Checkbox',
  'Composer',
  'ConfirmDialog',
  'Dialog',
  'EmptyState',
  'GanttBoard',
  'Icon',
  'IconButton',
  'LinkPreviewCard',
  'navigation',
  'PasswordField',
  'PcLayout',
  'PhotoAttachments',
  'Popover',
  'RadioGroup',
  'ScheduleCalendar',
  'Select',
  'Skeleton',
  'SpLayout',
  'Spinner',
  'Tabs',
  'TextField',
  'Toast',
  'UploadProgress',
] as const;

export const subpathOf = (folder: string) => folder.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();

export const libraryEntries: Record<string, string> = {
  index: 'src/index.ts',
  'tokens/index': 'src/tokens/index.ts',
  ...Object.fromEntries(componentFolders.map((f) => [`${f}/index`, `src/${f}/index.ts`])),
};
