export { RoomSidePanel, type RoomSidePanelProps } from './RoomSidePanel.tsx';
