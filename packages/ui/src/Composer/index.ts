export { Composer, type ComposerProps, imageFilesOf } from './Composer.tsx';
export {
  filterCandidates,
  type MentionCandidate,
  mentionedIds,
  mentionQueryAt,
  sendKeyAction,
} from './composerState.ts';
