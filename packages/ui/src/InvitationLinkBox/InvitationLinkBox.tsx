import { type ReactNode, useId, useReducer, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { cx } from '../internal/cx.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import styles from './InvitationLinkBox.module.css';
import {
  copyStatusOf,
  INITIAL_COPY,
  type InvitationLinkInput,
  invitationLinkView,
  nextCopyState,
  INVITATION_LINK_TEXT as T,
} from './invitationLinkState.ts';

export type InvitationLinkBoxProps = InvitationLinkInput & {
  /** Makes the live link; may reject (the caller shows `actionError`). */
  onCreate: () => Promise<void>;
  /** Revokes the live link and makes a new one, after the user confirms. */
  onRegenerate: () => Promise<void>;
  /** Revokes the live link, after the user confirms. */
  onRevoke: () => Promise<void>;
  /** The last write's failure, shown under the actions. */
  actionError?: string | null;
  /** Writes text to the clipboard; the browser's clipboard by default (stories pass their own). */
  copyText?: (text: string) => Promise<void>;
  /** Extra content under the title (which link this is: the company's or a room's). */
  children?: ReactNode;
  className?: string;
};

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * An open invitation link (ADR 009) with its copy button, 再発行 and 無効にする,
 * both confirmed first because every copy of the old link stops working.
 * No data fetching: the link and the writes come in as props.
 */
export const InvitationLinkBox = ({
  pending,
  error,
  link,
  onCreate,
  onRegenerate,
  onRevoke,
  actionError = null,
  copyText = browserCopy,
  children,
  className,
}: InvitationLinkBoxProps) => {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, dispatch] = useReducer(nextCopyState, INITIAL_COPY);
  const view = invitationLinkView({ pending, error, link });

  const copyLink = async (url: string) => {
    try {
      await copyText(url);
      dispatch({ type: 'copied', url });
    } catch {
      // No clipboard (an old browser, a denied permission): select the link so the user can copy it.
      dispatch({ type: 'failed', url });
      input.current?.select();
    }
  };

  return (
    <section className={cx(styles.root, className)} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {T.title}
      </h3>
      {children}
      <p className={styles.explain}>{T.explain}</p>
      {view.kind === 'loading' ? (
        <div role="status" aria-label="招待リンクを読み込み中">
          <Skeleton shape="rect" height={40} />
        </div>
      ) : view.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {view.message}
        </p>
      ) : view.kind === 'none' ? (
        <>
          <p className={styles.meta}>{T.none}</p>
          <div className={styles.actions}>
            <Button onClick={() => onCreate().catch(() => undefined)}>{T.create}</Button>
          </div>
        </>
      ) : (
        <>
          <div className={styles.row}>
            <TextField
              ref={input}
              className={styles.url}
              label={T.title}
              hideLabel
              readOnly
              value={view.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button onClick={() => copyLink(view.url)}>{T.copy}</Button>
          </div>
          <p className={styles.status} role="status">
            {{ idle: '', copied: T.copied, failed: T.copyFailed }[copyStatusOf(copy, view.url)]}
          </p>
          <p className={styles.meta}>{T.createdAt(view.createdAt)}</p>
          <div className={styles.actions}>
            <ConfirmDialog
              trigger={<Button variant="secondary">{T.regenerate}</Button>}
              title={T.regenerateTitle}
              description={T.regenerateDescription}
              confirmLabel={T.regenerateConfirm}
              onConfirm={onRegenerate}
            />
            <ConfirmDialog
              variant="destructive"
              trigger={<Button variant="danger">{T.revoke}</Button>}
              title={T.revokeTitle}
              description={T.revokeDescription}
              confirmLabel={T.revokeConfirm}
              onConfirm={onRevoke}
            />
          </div>
        </>
      )}
      {actionError ? (
        <p role="alert" className={styles.error}>
          {actionError}
        </p>
      ) : null}
    </section>
  );
};
