import { useEffect, useMemo, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Select } from '../Select/Select.tsx';
import styles from './PhotoEditPanel.module.css';
import {
  type EditFolder,
  type EditPhoto,
  type EditSummary,
  type EditTagGroup,
  editSummaryOf,
  emptyPhotoEditDraft,
  type FolderChoice,
  hasPhotoEditChange,
  type PhotoEditChange,
  type PhotoEditDraft,
  photoEditChangeOf,
  prepareEditSummary,
  rememberEditSummary,
  summaryAfterChange,
  tagStateOf,
  toggleDraftTag,
} from './photoEdit.ts';

export type PhotoEditPanelProps = {
  /** The selected photos (tags and folder as stored). */
  photos: readonly EditPhoto[];
  /** Tag groups in order, 不明 last (talk §3). */
  tagGroups: readonly EditTagGroup[];
  /** The folders the photos may move to; null when they cannot (photos of several projects). */
  folders: readonly EditFolder[] | null;
  /** Sends the change; true on success (the draft is then cleared). */
  onApply: (change: PhotoEditChange) => Promise<boolean>;
  onClose?: () => void;
  /**
   * Identifies the selection (the caller's selection set). While it stays the
   * same value, the photos are the same photos, changed only by this panel's
   * 適用: after a successful one the panel derives the tag counts from the
   * change instead of walking every photo again (issue 12). Without it every
   * new `photos` array is walked.
   */
  selectionKey?: unknown;
  /**
   * The photos a coming selection is likely to be (every photo of the album,
   * as a select-all picks them: the same array), asked for in an idle moment
   * with their tag counts, so that a select-all of 100,000 photos finds them
   * ready instead of walking every photo in the click (issue 12). A new
   * function asks again.
   */
  ahead?: () => readonly EditPhoto[];
};

/** When the browser is idle (after the frames in flight), or soon where it cannot say. */
const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
};

const KEEP = 'keep';
const NONE = 'none';
const folderValue = (choice: FolderChoice): string =>
  choice === 'keep' ? KEEP : choice === null ? NONE : String(choice);

/**
 * The album's edit panel (talk §2; issue 12: tags and folder of many photos
 * at once). Each tag shows whether all, some or none of the selected photos
 * carry it; only what the user changed is sent. The panel's frame and its
 * resize handle are the page's (ResizablePanel).
 */
export const PhotoEditPanel = ({
  photos,
  tagGroups,
  folders,
  onApply,
  onClose,
  selectionKey,
  ahead,
}: PhotoEditPanelProps) => {
  const [draft, setDraft] = useState<PhotoEditDraft>(emptyPhotoEditDraft);
  const [busy, setBusy] = useState(false);
  // 適用's summaries for its selection, before and after the change: the caller's merged answer (a new
  // photos array for the same selection) is not walked again. Null after a failure: walked afresh.
  const [applied, setApplied] = useState<{
    key: unknown;
    from: readonly EditPhoto[];
    before: EditSummary;
    after: EditSummary;
  } | null>(null);
  const carried =
    applied && selectionKey !== undefined && applied.key === selectionKey
      ? applied.from === photos
        ? applied.before
        : applied.after
      : null;
  const walked = useMemo(() => (carried ? null : editSummaryOf(photos)), [carried, photos]);
  // The answered photos' summary is known: the album's list prepared ahead (a select-all's) is not walked again.
  if (carried && applied && applied.from !== photos) rememberEditSummary(photos, carried);
  useEffect(() => (ahead ? whenIdle(() => prepareEditSummary(ahead())) : undefined), [ahead]);
  const summary = carried ?? (walked as EditSummary);
  const { counts, common } = summary;
  const change = useMemo(
    () => photoEditChangeOf(photos, draft, counts, common),
    [photos, draft, counts, common],
  );
  const total = photos.length;

  const apply = async () => {
    setBusy(true);
    // Kept before the answer: the caller may render its merged photos before onApply resolves.
    if (selectionKey !== undefined)
      setApplied({
        key: selectionKey,
        from: photos,
        before: summary,
        after: summaryAfterChange(summary, change, total),
      });
    let ok = false;
    try {
      ok = await onApply(change);
      if (ok) setDraft(emptyPhotoEditDraft);
    } finally {
      if (!ok) setApplied(null);
      setBusy(false);
    }
  };

  const keepLabel =
    common === 'mixed'
      ? '変更しない（複数のフォルダ）'
      : `変更しない（${common === null ? 'フォルダなし' : (folders?.find((f) => f.id === common)?.name ?? 'フォルダ')}）`;

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title} aria-live="polite">
          {total === 0 ? '写真が選択されていません' : `${total.toLocaleString('ja-JP')}枚の写真を編集`}
        </h2>
        {onClose && (
          <Button size="sm" variant="ghost" onClick={onClose}>
            閉じる
          </Button>
        )}
      </div>
      {total === 0 ? (
        <p className={styles.hint}>グリッドで写真を選ぶと、タグとフォルダをまとめて変更できます。</p>
      ) : (
        <>
          {tagGroups.length === 0 ? (
            <p className={styles.hint}>タグがありません。現場マスタのタググループ設定で登録できます。</p>
          ) : (
            tagGroups.map((group) => (
              <fieldset key={group.id} className={styles.group}>
                <legend className={styles.legend}>{group.name}</legend>
                <div className={styles.tags}>
                  {group.tags.map((tag) => (
                    <Checkbox
                      key={tag.id}
                      label={tag.name}
                      checked={tagStateOf(counts, total, tag.id, draft)}
                      disabled={busy}
                      onCheckedChange={() => setDraft((d) => toggleDraftTag(d, counts, total, tag.id))}
                    />
                  ))}
                </div>
              </fieldset>
            ))
          )}
          {folders === null ? (
            <p className={styles.hint}>複数の現場の写真を選んでいるため、フォルダは変更できません。</p>
          ) : (
            <Select
              label="フォルダ"
              value={folderValue(draft.folder)}
              disabled={busy}
              onChange={(event) => {
                const value = event.target.value;
                const folder: FolderChoice = value === KEEP ? 'keep' : value === NONE ? null : Number(value);
                setDraft((d) => ({ ...d, folder }));
              }}
              options={[
                { value: KEEP, label: keepLabel },
                { value: NONE, label: 'フォルダなし' },
                ...folders.map((f) => ({ value: String(f.id), label: f.name })),
              ]}
            />
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={busy || (draft.tags.size === 0 && draft.folder === 'keep')}
              onClick={() => setDraft(emptyPhotoEditDraft)}
            >
              元に戻す
            </Button>
            <Button onClick={() => void apply()} loading={busy} disabled={!hasPhotoEditChange(change)}>
              適用
            </Button>
          </div>
        </>
      )}
    </div>
  );
};
