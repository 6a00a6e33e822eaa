export type { AlbumGridProps } from './AlbumGrid.tsx';
export { AlbumGrid } from './AlbumGrid.tsx';
export type { AlbumModeBarProps } from './AlbumModeBar.tsx';
export { AlbumModeBar } from './AlbumModeBar.tsx';
export type {
  AlbumGridItem,
  AlbumGridVariant,
  AlbumGroup,
  AlbumLayout,
  AlbumRow,
} from './albumLayout.ts';
export {
  ALBUM_GRID_VARIANTS,
  allRows,
  cellWidthOf,
  GROUP_HEADER_HEIGHT,
  groupAlbumItems,
  layoutAlbumRows,
  orderedBy,
  rowAt,
  rowIndexAt,
  sortIdOf,
  tilesPerRow,
} from './albumLayout.ts';
export type { AlbumMode, AlbumModeBarView, AlbumModeEvent, AlbumModeState } from './albumMode.ts';
export {
  ALBUM_MODE_BAR_HEIGHT,
  albumModeBarView,
  albumModeReducer,
  initialAlbumMode,
} from './albumMode.ts';
export {
  clampMove,
  findInGroups,
  moveInGroup,
  ORDER_INSTRUCTIONS,
  orderAnnouncements,
  orderOf,
  pickupCountOf,
} from './albumOrder.ts';
export type { AlbumRecords } from './albumRecords.ts';
export {
  albumRecordsOf,
  appendRecords,
  pickSelectedRecords,
  recordLookup,
  recordOf,
  replaceRecords,
} from './albumRecords.ts';
export type { ItemId, TriState } from './albumSelection.ts';
export {
  deselect,
  displayOrder,
  moveFocus,
  pickSelected,
  prepareSelectAll,
  selectionStateOf,
  selectRange,
  toggleAll,
  toggleOne,
} from './albumSelection.ts';
export type { PhotoEditPanelProps } from './PhotoEditPanel.tsx';
export { PhotoEditPanel } from './PhotoEditPanel.tsx';
export type { PhotoViewerPhoto, PhotoViewerProps } from './PhotoViewer.tsx';
export { PhotoViewer } from './PhotoViewer.tsx';
export type { PanelAxis, PanelBounds, PanelEdge } from './panelSize.ts';
export {
  clampPanelSize,
  EDIT_PANEL_HEIGHT,
  EDIT_PANEL_WIDTH,
  PANEL_BIG_STEP,
  PANEL_MIN_HEIGHT,
  PANEL_STEP,
  panelSizeForDrag,
  panelSizeForKey,
  parseStoredPanelSize,
  SEARCH_PANEL_HEIGHT,
} from './panelSize.ts';
export type {
  EditFolder,
  EditPhoto,
  EditSummary,
  EditTag,
  EditTagGroup,
  FolderChoice,
  PhotoEditChange,
  PhotoEditDraft,
} from './photoEdit.ts';
export {
  commonFolderOf,
  countPhotoTags,
  editSummaryOf,
  emptyPhotoEditDraft,
  hasPhotoEditChange,
  photoEditChangeOf,
  prepareEditSummary,
  storedTagState,
  summarizeEditPhotos,
  summaryAfterChange,
  tagStateOf,
  toggleDraftTag,
} from './photoEdit.ts';
export type { ResizablePanelProps } from './ResizablePanel.tsx';
export { ResizablePanel } from './ResizablePanel.tsx';
