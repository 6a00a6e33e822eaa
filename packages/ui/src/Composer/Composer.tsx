import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button.tsx';
import { cx } from '../internal/cx.ts';
import styles from './Composer.module.css';
import {
  applyMention,
  filterCandidates,
  type MentionCandidate,
  mentionedIds,
  mentionQueryAt,
  sendKeyAction,
} from './composerState.ts';

export type ComposerProps = {
  /** The draft (the app keeps one per room). */
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text and the members still @-mentioned in it. */
  onSend: (text: string, mentionIds: number[]) => void;
  /** The room's members, for @-mention completion. */
  members?: readonly MentionCandidate[];
  sending?: boolean;
  disabled?: boolean;
  /** Overrides the pointer check (stories, tests): phones send with the button only. */
  touch?: boolean;
  /**
   * Photos chosen with the 写真を送信 button, pasted or dropped. Without it the
   * composer offers no photo button and leaves pasted and dropped files alone.
   */
  onAttach?: (files: File[]) => void;
  /**
   * Documents (and, without onAttach, images) pasted or dropped: the room sends them as file
   * messages (talk §5 types and sizes, checked by the app and the server). Without it they are
   * left alone.
   */
  onAttachFiles?: (files: File[]) => void;
  /** A send of photos is under way. */
  attaching?: boolean;
  className?: string;
};

/** Pasted or dropped files that are images (by their type; the app checks names and bytes again). */
export const imageFilesOf = (list: FileList | null | undefined): File[] =>
  list ? Array.from(list).filter((f) => f.type.startsWith('image/')) : [];

const isCoarsePointer = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;

/**
 * The message box of a room: a multi-line text box named メッセージ and a
 * 送信 button. Enter sends on PC and Shift+Enter breaks the line; phones
 * send with the button; nothing is sent while a Japanese IME composes.
 * Typing @ offers the room's members.
 */
export const Composer = ({
  value,
  onChange,
  onSend,
  members = [],
  sending = false,
  disabled = false,
  touch,
  onAttach,
  onAttachFiles,
  attaching = false,
  className,
}: ComposerProps) => {
  const [dragging, setDragging] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const composing = useRef(false);
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [chosen, setChosen] = useState<MentionCandidate[]>([]);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);

  const query = mentionQueryAt(value, caret);
  const candidates = useMemo(
    () => (query && query.start !== dismissed ? filterCandidates(members, query.query) : []),
    [query, members, dismissed],
  );
  const open = candidates.length > 0;
  const canSend = value.trim() !== '' && !sending && !disabled;

  const send = () => {
    if (!canSend) return;
    onSend(value.trim(), mentionedIds(value, chosen));
    setChosen([]);
  };

  const pick = (candidate: MentionCandidate) => {
    if (!query) return;
    const next = applyMention(value, caret, query, candidate);
    onChange(next.text);
    setChosen((list) => [...list.filter((c) => c.id !== candidate.id), candidate]);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const imeBusy = composing.current || e.nativeEvent.isComposing || e.keyCode === 229;
    if (open && !imeBusy) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + candidates.length) % candidates.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        const candidate = candidates[active];
        if (candidate) pick(candidate);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setDismissed(query?.start ?? null);
        return;
      }
    }
    const action = sendKeyAction({
      key: e.key,
      shiftKey: e.shiftKey,
      isComposing: imeBusy,
      keyCode: e.keyCode,
      touch: touch ?? isCoarsePointer(),
    });
    if (action === 'send') {
      e.preventDefault();
      send();
    }
  };

  /** Images to onAttach (photos), the rest to onAttachFiles; whether any of them was taken. */
  const attach = (list: FileList | null | undefined): boolean => {
    if (disabled || !list) return false;
    const all = Array.from(list);
    const images = onAttach ? imageFilesOf(list) : [];
    const documents = onAttachFiles ? all.filter((f) => !images.includes(f)) : [];
    if (images.length > 0) onAttach?.(images);
    if (documents.length > 0) onAttachFiles?.(documents);
    return images.length > 0 || documents.length > 0;
  };
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    // A pasted screenshot is sent as a photo, a pasted document as a file; pasted text stays text.
    if (e.clipboardData?.files.length && attach(e.clipboardData.files)) e.preventDefault();
  };
  const dropProps =
    onAttach || onAttachFiles
      ? {
          onDragOver: (e: DragEvent<HTMLDivElement>) => {
            if (!e.dataTransfer.types.includes('Files')) return;
            e.preventDefault();
            setDragging(true);
          },
          onDragLeave: () => setDragging(false),
          onDrop: (e: DragEvent<HTMLDivElement>) => {
            setDragging(false);
            if (attach(e.dataTransfer.files)) e.preventDefault();
          },
        }
      : {};

  return (
    <div className={cx(styles.root, className)} data-dragging={dragging || undefined} {...dropProps}>
      {open ? (
        <div className={styles.mentions} id={listId} role="listbox" aria-label="メンションするメンバー">
          {candidates.map((c, i) => (
            <div
              key={c.id}
              tabIndex={-1}
              id={`${listId}-${c.id}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(c);
              }}
            >
              <span>{c.name}</span>
              {c.companyName ? <span className={styles.company}>{c.companyName}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
      <textarea
        ref={ref}
        className={styles.input}
        aria-label="メッセージ"
        placeholder="メッセージを入力"
        rows={2}
        value={value}
        disabled={disabled}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && candidates[active] ? `${listId}-${candidates[active].id}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
          setDismissed(null);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      {onAttach ? (
        // The label is the visible button; the input inside it keeps the name 写真を送信 and the focus.
        <label className={styles.photoButton} data-disabled={disabled || attaching || undefined}>
          {attaching ? '送信中…' : '写真'}
          <input
            type="file"
            accept="image/*"
            multiple
            className={styles.fileInput}
            aria-label="写真を送信"
            disabled={disabled || attaching}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              if (files.length > 0 && !disabled) onAttach(files);
              // The same photo may be chosen again after a failed send.
              e.target.value = '';
            }}
          />
        </label>
      ) : null}
      <Button className={styles.send} onClick={send} disabled={!canSend} loading={sending}>
        送信
      </Button>
    </div>
  );
};
