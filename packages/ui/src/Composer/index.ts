export { Composer, type ComposerProps } from './Composer.tsx';
export {
  filterCandidates,
  type MentionCandidate,
  mentionedIds,
  mentionQueryAt,
  sendKeyAction,
} from './composerState.ts';
