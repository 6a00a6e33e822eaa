import type { FormSubmitResult } from '@genba/forms';
import { Button, ConfirmDialog } from '@genba/ui';
import type { tagFormSchema } from '@genba/validators';
import { type ReactNode, useState } from 'react';
import { NameForm } from './NameForm.tsx';
import styles from './SettingsList.module.css';

export type SettingsRowProps = {
  name: string;
  /** What the row is, for the buttons' accessible names ('タグ', 'タググループ', 'フォルダ'). */
  kind: string;
  schema: typeof tagFormSchema;
  /** Null when the row is first/last: the move button is disabled. */
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  onRename: (name: string) => Promise<FormSubmitResult>;
  onDelete: () => Promise<void>;
  /** The confirmation's text: what happens to the photos. */
  deleteDescription: string;
  /** Extra controls beside the name (the PQA switch of a group). */
  extra?: ReactNode;
  /** A heading instead of plain text (a tag group's name). */
  as?: 'h2' | 'span';
};

/** One row of a settings list: its name, ↑/↓, rename in place, delete after confirmation. */
export const SettingsRow = ({
  name,
  kind,
  schema,
  onMoveUp,
  onMoveDown,
  onRename,
  onDelete,
  deleteDescription,
  extra,
  as: Name = 'span',
}: SettingsRowProps) => {
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <NameForm
        schema={schema}
        label={`${kind}名`}
        submitLabel="保存"
        defaultName={name}
        onCancel={() => setRenaming(false)}
        onSubmit={async (next) => {
          const result = await onRename(next);
          if (result?.ok) setRenaming(false);
          return result;
        }}
      />
    );
  }
  return (
    <div className={Name === 'h2' ? styles.groupHeader : styles.row}>
      <Name className={Name === 'h2' ? styles.groupName : styles.rowName}>{name}</Name>
      {extra}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${name}を上へ`}
        disabled={onMoveUp === null}
        onClick={onMoveUp ?? undefined}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${name}を下へ`}
        disabled={onMoveDown === null}
        onClick={onMoveDown ?? undefined}
      >
        ↓
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${name}の名前を変更`}
        onClick={() => setRenaming(true)}
      >
        名前を変更
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="danger" aria-label={`${name}を削除`}>
            削除
          </Button>
        }
        title={`${kind}の削除`}
        description={`「${name}」を削除しますか？\n${deleteDescription}`}
        variant="destructive"
        confirmLabel="削除する"
        onConfirm={onDelete}
      />
    </div>
  );
};
