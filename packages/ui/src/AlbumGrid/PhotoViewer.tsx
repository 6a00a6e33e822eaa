import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons.tsx';
import styles from './PhotoViewer.module.css';

export type PhotoViewerPhoto = { id: number | string; src: string; name: string };

export type PhotoViewerProps = {
  photos: readonly PhotoViewerPhoto[];
  /** Index of the photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Buttons for the photo shown (a room's sender may take it off the message or hide it), after the navigation. */
  renderActions?: ((photo: PhotoViewerPhoto, index: number) => ReactNode) | undefined;
};

/** A swipe shorter than this (px) is a tap. */
const SWIPE = 50;

/** A photo viewer: ←/→ and swipe to move, +/− and the zoom button to zoom, Escape to close. */
export const PhotoViewer = ({ photos, index, onIndexChange, renderActions }: PhotoViewerProps) => {
  const [zoom, setZoom] = useState(1);
  const start = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const go = (delta: number) => {
    if (index === null) return;
    const next = index + delta;
    if (next >= 0 && next < photos.length) {
      onIndexChange(next);
      setZoom(1);
    }
  };
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === '+') setZoom((z) => Math.min(4, z * 1.5));
      else if (event.key === '-') setZoom((z) => Math.max(1, z / 1.5));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null || zoom > 1) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (dx <= -SWIPE) go(1);
    else if (dx >= SWIPE) go(-1);
  };
  return (
    <Dialog
      open={photo !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
      title={photo ? `${photo.name}（${(index ?? 0) + 1}/${photos.length}）` : ''}
      size="settings"
    >
      {photo && (
        <div className={styles.viewer}>
          <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
            <img
              src={photo.src}
              alt={photo.name}
              className={styles.image}
              style={{ transform: `scale(${zoom})` }}
              draggable={false}
            />
          </div>
          <div className={styles.controls}>
            <button type="button" onClick={() => go(-1)} disabled={index === 0} aria-label="前の写真">
              <ChevronLeftIcon />
            </button>
            <button type="button" onClick={() => setZoom((z) => (z > 1 ? 1 : 2))} aria-pressed={zoom > 1}>
              {zoom > 1 ? '縮小' : '拡大'}
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              disabled={index === photos.length - 1}
              aria-label="次の写真"
            >
              <ChevronRightIcon />
            </button>
            {renderActions?.(photo, index ?? 0)}
          </div>
        </div>
      )}
    </Dialog>
  );
};
