import { Skeleton } from '../Skeleton/Skeleton.tsx';
import styles from './LinkPreviewCard.module.css';
import { type LinkPreviewState, siteLabelOf } from './linkPreviewState.ts';

export type LinkPreviewCardProps = { state: LinkPreviewState };

/**
 * The preview under a message's first link (issue 11 §6): site, title,
 * description and image. While it loads the card keeps its final height, and
 * a page without a preview or a failed fetch draws nothing (the link stays).
 */
export const LinkPreviewCard = ({ state }: LinkPreviewCardProps) => {
  if (state.status === 'loading')
    return (
      <div className={styles.card} role="status" aria-label="リンクのプレビューを読み込み中">
        <div className={styles.body} style={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton />
        </div>
      </div>
    );
  if (state.status !== 'ready') return null;
  const { preview } = state;
  return (
    <a className={styles.card} href={preview.url} target="_blank" rel="noopener noreferrer nofollow">
      {preview.image ? (
        // The server's own proxy path (/api/link-preview/image): the image passed the page's checks and its bytes were checked.
        <img
          className={styles.image}
          src={preview.image}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : null}
      <span className={styles.body}>
        <span className={styles.site}>{siteLabelOf(preview)}</span>
        {preview.title ? <span className={styles.title}>{preview.title}</span> : null}
        {preview.description ? <span className={styles.description}>{preview.description}</span> : null}
      </span>
    </a>
  );
};
