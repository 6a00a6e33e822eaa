// AlbumGrid is only at '@genba/ui/album-grid': its CSS module counts as a side effect, and through this
// index it would land in every page's entry (the /login budget has no room for it). The same holds for
// BoardFileList and UploadProgress ('@genba/ui/board-file-list', '@genba/ui/upload-progress').
export * from './AnnouncementBanner/index.ts';
export * from './AppLayout/index.ts';
export * from './AttendanceTable/index.ts';
export * from './Avatar/index.ts';
export * from './Badge/index.ts';
export * from './Button/index.ts';
export * from './ChatTimeline/index.ts';
export * from './Checkbox/index.ts';
export * from './Composer/index.ts';
export * from './ConfirmDialog/index.ts';
export * from './DataTable/index.ts';
export * from './Dialog/index.ts';
export * from './EmptyState/index.ts';
export * from './GanttBoard/index.ts';
export * from './Icon/index.ts';
export * from './IconButton/index.ts';
export * from './InvitationLinkBox/index.ts';
export * from './LinkPreviewCard/index.ts';
export * from './navigation/index.ts';
export * from './PasswordField/index.ts';
export * from './PcLayout/index.ts';
export * from './Popover/index.ts';
export * from './RadioGroup/index.ts';
export * from './ScheduleCalendar/index.ts';
export * from './Select/index.ts';
export * from './Skeleton/index.ts';
export * from './Spinner/index.ts';
export * from './SpLayout/index.ts';
export * from './StampPicker/index.ts';
export * from './Tabs/index.ts';
export * from './TextField/index.ts';
export * from './Toast/index.ts';
export * from './tokens/index.ts';
