import { DAILY_POST_TEXT } from '@genba/validators';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { cx } from '../internal/cx.ts';
import styles from './BoardDailyPosts.module.css';
import { type BoardDailyPost, previewOf } from './boardDailyPosts.ts';

export type BoardDailyPostsProps = Omit<ComponentProps<'section'>, 'children'> & {
  posts: readonly BoardDailyPost[];
  /**
   * A report's link was followed with a plain click (or Enter): the page navigates in the app.
   * Modified clicks (new tab) are left to the browser.
   */
  onOpen?: (post: BoardDailyPost) => void;
  /**
   * Draws a report's heading as what opens it (the app's DailyPopover) instead of the link;
   * `onOpen` is then not used.
   */
  renderDaily?: (post: BoardDailyPost, heading: string) => ReactNode;
  /** The viewer's daily-message-display setting; left out, no toggle. */
  displayInTalk?: boolean;
  onDisplayInTalkChange?: (display: boolean) => void;
  /** A setting change is being saved: the toggle waits. */
  displayPending?: boolean;
  /** A failed setting change, said once. */
  notice?: string | null;
  /**
   * Older posts exist past those shown: a button at the end loads the next page; `loading` while it
   * comes, `error` when it failed (the button then tries again).
   */
  more?: { onLoad: () => void; loading: boolean; error: string | null };
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The room board's posted dailies (post-bbs-message): newest first, each the report's heading as a
 * link to the report, its first lines, who posted it and when; above them the viewer's setting
 * whether posted dailies also show in their talk. Every action is a link or a checkbox.
 */
export const BoardDailyPosts = ({
  posts,
  onOpen,
  renderDaily,
  displayInTalk,
  onDisplayInTalkChange,
  displayPending = false,
  notice,
  more,
  className,
  ...rest
}: BoardDailyPostsProps) => (
  <section aria-label={DAILY_POST_TEXT.boardLabel} className={cx(styles.root, className)} {...rest}>
    {displayInTalk !== undefined && onDisplayInTalkChange ? (
      <Checkbox
        label={DAILY_POST_TEXT.displayInTalk}
        description={DAILY_POST_TEXT.displayHint}
        checked={displayInTalk}
        disabled={displayPending}
        onCheckedChange={(checked) => onDisplayInTalkChange(checked === true)}
      />
    ) : null}
    {notice ? (
      <p role="alert" className={styles.notice}>
        {notice}
      </p>
    ) : null}
    {posts.length === 0 ? (
      <p className={styles.empty}>{DAILY_POST_TEXT.boardEmpty}</p>
    ) : (
      <ul className={styles.list} aria-label={DAILY_POST_TEXT.boardTab}>
        {posts.map((post) => {
          const preview = previewOf(post);
          return (
            <li key={post.id} className={styles.post}>
              {renderDaily ? (
                renderDaily(post, preview.title)
              ) : (
                <a
                  className={styles.title}
                  href={post.href}
                  onClick={(event) => {
                    if (!plainClick(event) || !onOpen) return;
                    event.preventDefault();
                    onOpen(post);
                  }}
                >
                  {preview.title}
                </a>
              )}
              {preview.lines.length > 0 ? (
                <p className={styles.lines}>
                  {preview.lines.join('\n')}
                  {preview.hiddenLines > 0 ? `\n…他${preview.hiddenLines}行` : ''}
                </p>
              ) : null}
              <span className={styles.meta}>
                <span>{post.poster}</span>
                <span>{post.date}</span>
              </span>
            </li>
          );
        })}
      </ul>
    )}
    {more ? (
      <>
        {more.error ? (
          <p role="alert" className={styles.notice}>
            {more.error}
          </p>
        ) : null}
        <Button variant="secondary" loading={more.loading} onClick={more.onLoad}>
          {DAILY_POST_TEXT.loadMore}
        </Button>
      </>
    ) : null}
  </section>
);
