export { RoomMemberList, type RoomMemberListProps } from './RoomMemberList.tsx';
export { RoomMembersPanel, type RoomMembersPanelProps } from './RoomMembersPanel.tsx';
