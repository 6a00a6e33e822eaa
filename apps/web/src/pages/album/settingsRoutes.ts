import { Page as AlbumDownloadSettingPage } from './AlbumDownloadSettingPage.tsx';
import { Page as FolderSettingsPage } from './FolderSettingsPage.tsx';
import { Page as TagGroupSettingsPage } from './TagGroupSettingsPage.tsx';

/** The album's settings screens (two site-master ones and the company's download names), one chunk (one loader in the entry: /login's budget). */
export const ALBUM_SETTINGS_PAGES = {
  'genbamastersetting/tag-group': TagGroupSettingsPage,
  'genbamastersetting/folder': FolderSettingsPage,
  'setting/album-download': AlbumDownloadSettingPage,
} as const;
