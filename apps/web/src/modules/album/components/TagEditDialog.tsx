import type { TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import { Button, Checkbox, Dialog, Select } from '@genba/ui';
import { useState } from 'react';

export type TagEdit = { tagIds: number[]; folderId: number | null | undefined };

export type TagEditDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  tagGroups: readonly TTagGroup[];
  folders: readonly TPictureFolder[];
  onApply: (edit: TagEdit) => Promise<void>;
};

const KEEP = 'keep';
const NONE = 'none';

/** Tags to add and a folder to move to, for every selected photo at once (tag groups, 不明 last). */
export const TagEditDialog = ({
  open,
  onOpenChange,
  count,
  tagGroups,
  folders,
  onApply,
}: TagEditDialogProps) => {
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [folder, setFolder] = useState<string>(KEEP);
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      await onApply({
        tagIds,
        folderId: folder === KEEP ? undefined : folder === NONE ? null : Number(folder),
      });
      setTagIds([]);
      setFolder(KEEP);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${count}枚の写真のタグ・フォルダを編集`}
      size="settings"
    >
      <div style={{ display: 'grid', gap: 16 }}>
        {tagGroups.map((group) => (
          <fieldset key={group.id} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 700, marginBottom: 8 }}>{group.name}</legend>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {group.tags.map((tag) => (
                <Checkbox
                  key={tag.id}
                  label={tag.name}
                  checked={tagIds.includes(tag.id)}
                  onCheckedChange={(checked) =>
                    setTagIds((ids) =>
                      checked === true ? [...ids, tag.id] : ids.filter((id) => id !== tag.id),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        ))}
        <Select
          label="フォルダ"
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
          options={[
            { value: KEEP, label: '変更しない' },
            { value: NONE, label: 'フォルダなし' },
            ...folders.map((f) => ({ value: String(f.id), label: f.name })),
          ]}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            キャンセル
          </Button>
          <Button onClick={apply} loading={busy}>
            適用
          </Button>
        </div>
      </div>
    </Dialog>
  );
};
