/**
 * Room URLs (fixed convention shared by every feature): a project room is
 * /talk/field/:projectId, a group room /talk/group/:roomId, a private room
 * /talk/member/:memberId. Other features link to rooms through these.
 */
export const fieldRoomPath = (projectId: number): string => `/talk/field/${projectId}`;
export const groupRoomPath = (roomId: number): string => `/talk/group/${roomId}`;
export const memberRoomPath = (memberId: number): string => `/talk/member/${memberId}`;
