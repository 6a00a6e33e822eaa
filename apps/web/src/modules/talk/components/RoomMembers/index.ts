export { RoomMemberList, type RoomMemberListProps } from './RoomMemberList.tsx';
