import { clampPanelSize, type PanelBounds, parseStoredPanelSize } from '@genba/ui/album-grid';
import { useCallback, useState } from 'react';

/** The album's panel sizes, remembered per browser (not per account: they fit the screen, not the person). */
export const PANEL_SIZE_KEYS = {
  editWidth: 'genba.album.editPanelWidth',
  editHeight: 'genba.album.editPanelHeight',
  searchHeight: 'genba.album.searchPanelHeight',
} as const;

const read = (key: string, bounds: PanelBounds): number | null => {
  try {
    return parseStoredPanelSize(localStorage.getItem(key), bounds);
  } catch {
    // Storage blocked by the browser: the designed size then.
    return null;
  }
};

/**
 * A panel's size: the remembered one when it is still inside the bounds, else
 * the designed initial size. `commit` remembers it (after a drag or a key
 * press, not on every pointer move).
 */
export const usePanelSize = (key: string, sizes: PanelBounds & { initial: number }) => {
  const [size, setSize] = useState(() => read(key, sizes) ?? clampPanelSize(sizes.initial, sizes));
  const commit = useCallback(
    (next: number) => {
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // A full or blocked storage only forgets the size.
      }
    },
    [key],
  );
  return { size, setSize, commit };
};
