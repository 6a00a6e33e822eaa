import type { TAlbumPhoto, TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import { useLayoutVariant } from '@genba/ui';
import {
  EDIT_PANEL_HEIGHT,
  EDIT_PANEL_WIDTH,
  type PhotoEditChange,
  PhotoEditPanel,
  ResizablePanel,
} from '@genba/ui/album-grid';
import { useMemo } from 'react';
import { PANEL_SIZE_KEYS, usePanelSize } from '../hooks/usePanelSize.ts';
import { editPhotosOf, editScopeOf } from '../utils/editScope.ts';

export type AlbumEditPanelProps = {
  id: string;
  photos: readonly TAlbumPhoto[];
  tagGroups: readonly TTagGroup[];
  folders: readonly TPictureFolder[];
  onApply: (change: PhotoEditChange) => Promise<boolean>;
  onClose: () => void;
  /** The selection the photos are of (PhotoEditPanel's selectionKey). */
  selectionKey?: unknown;
  /**
   * Every photo the album holds, the list a select-all picks: its panel list
   * and tag summary are made in an idle moment, so that a select-all of
   * 100,000 photos finds them ready (issue 12).
   */
  albumPhotos?: readonly TAlbumPhoto[];
};

/**
 * The album's edit panel (talk §2): beside the grid on a PC, resized by its
 * width; under the grid on a phone, resized by its height (never below 64 px).
 * Each size is remembered by this browser.
 */
export const AlbumEditPanel = ({
  id,
  photos,
  tagGroups,
  folders,
  onApply,
  onClose,
  selectionKey,
  albumPhotos,
}: AlbumEditPanelProps) => {
  const side = useLayoutVariant() === 'pc';
  const width = usePanelSize(PANEL_SIZE_KEYS.editWidth, EDIT_PANEL_WIDTH);
  const height = usePanelSize(PANEL_SIZE_KEYS.editHeight, EDIT_PANEL_HEIGHT);
  const size = side ? width : height;
  const scope = useMemo(() => editScopeOf(photos, tagGroups, folders), [photos, tagGroups, folders]);
  const ahead = useMemo(() => (albumPhotos ? () => editPhotosOf(albumPhotos) : undefined), [albumPhotos]);
  return (
    <ResizablePanel
      id={id}
      label="タグ・フォルダ編集"
      handleLabel={side ? '編集パネルの幅' : '編集パネルの高さ'}
      axis={side ? 'width' : 'height'}
      edge="start"
      bounds={side ? EDIT_PANEL_WIDTH : EDIT_PANEL_HEIGHT}
      size={size.size}
      onSizeChange={size.setSize}
      onSizeCommit={size.commit}
    >
      <PhotoEditPanel
        photos={scope.photos}
        tagGroups={scope.tagGroups}
        folders={scope.folders}
        onApply={onApply}
        onClose={onClose}
        selectionKey={selectionKey}
        ahead={ahead}
      />
    </ResizablePanel>
  );
};
