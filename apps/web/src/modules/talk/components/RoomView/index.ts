export { RoomView, type RoomViewProps } from './RoomView.tsx';
