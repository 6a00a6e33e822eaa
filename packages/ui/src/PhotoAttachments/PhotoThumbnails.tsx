import { useState } from 'react';
import { PhotoViewer } from '../AlbumGrid/PhotoViewer.tsx';
import { cx } from '../internal/cx.ts';
import styles from './PhotoAttachments.module.css';

export type ThumbnailPhoto = { id: number | string; name: string; src: string; largeSrc: string };

export type PhotoThumbnailsProps = {
  photos: readonly ThumbnailPhoto[];
  /** The list's accessible name (e.g. 日報の写真). */
  label: string;
  /** Shown when there are no photos; nothing when omitted. */
  emptyText?: string;
  className?: string;
};

/** A read-only thumbnail grid; a thumbnail opens the photo large (PhotoViewer: ←/→, zoom, Escape). */
export const PhotoThumbnails = ({ photos, label, emptyText, className }: PhotoThumbnailsProps) => {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  return (
    <>
      <ul className={cx(styles.grid, className)} aria-label={label}>
        {photos.map((p, index) => (
          <li key={p.id} className={styles.tile}>
            <button
              type="button"
              className={styles.open}
              onClick={() => setOpen(index)}
              aria-label={`${p.name}を拡大`}
            >
              <img src={p.src} alt="" className={styles.image} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        photos={photos.map((p) => ({ id: p.id, src: p.largeSrc, name: p.name }))}
        index={open}
        onIndexChange={setOpen}
      />
    </>
  );
};
