import { Page as FolderSettingsPage } from './FolderSettingsPage.tsx';
import { Page as TagGroupSettingsPage } from './TagGroupSettingsPage.tsx';

/** The album's two site-master settings screens, one chunk (one loader in the entry: /login's budget). */
export const ALBUM_SETTINGS_PAGES = {
  'genbamastersetting/tag-group': TagGroupSettingsPage,
  'genbamastersetting/folder': FolderSettingsPage,
} as const;
