export { ChatTimeline, type ChatTimelineProps } from './ChatTimeline.tsx';
export {
  buildTimelineRows,
  linkify,
  mergeMessages,
  removeMessage,
  sentLabel,
  TIMELINE_VIRTUAL,
  type TimelineFile,
  type TimelineMessage,
  type TimelinePhoto,
  type TimelineRow,
  withoutPhoto,
} from './timelineState.ts';
