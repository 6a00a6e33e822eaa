/**
 * Room URLs (fixed convention shared by every feature): a project room is
 * /talk/field/:projectId, a group room /talk/group/:roomId, a private room
 * /talk/member/:memberId. Other features link to rooms through these.
 */
export const fieldRoomPath = (projectId: number): string => `/talk/field/${projectId}`;
export const groupRoomPath = (roomId: number): string => `/talk/group/${roomId}`;
export const memberRoomPath = (memberId: number): string => `/talk/member/${memberId}`;

/** The project room's tabs (talk §2) and their URLs; the feature pages read project_id from the URL. */
export const FIELD_TABS = ['talk', 'daily', 'report', 'album', 'tasks'] as const;
export type FieldTab = (typeof FIELD_TABS)[number];
export const isFieldTab = (value: string | undefined): value is FieldTab =>
  FIELD_TABS.some((tab) => tab === value);
export const fieldTabPath = (projectId: number, tab: FieldTab): string =>
  tab === 'talk'
    ? fieldRoomPath(projectId)
    : `${fieldRoomPath(projectId)}/${tab}?project_id=${projectId}${tab === 'report' ? '&view=report' : ''}`;
