import { Button, Checkbox, toggleColumn } from '@genba/ui';
import { CASE_COLUMN_LABEL, CASE_COLUMNS, type CaseColumn } from '@genba/validators';
import { useId, useState } from 'react';
import styles from './CaseList.module.css';

export type ColumnChooserProps = {
  columns: readonly CaseColumn[];
  /** Saves the choice on the server (per member); resolves when saved. */
  onSave: (columns: CaseColumn[]) => Promise<void>;
  saving?: boolean;
};

/** 表示項目: every column of core §3 with a checkbox; the case name cannot be hidden. */
export const ColumnChooser = ({ columns, onSave, saving }: ColumnChooserProps) => {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CaseColumn[]>([...columns]);
  const panelId = useId();
  return (
    <div className={styles.chooser}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setDraft([...columns]);
          setOpen(!open);
        }}
      >
        表示項目
      </Button>
      {open && (
        <fieldset id={panelId} className={styles.chooserPanel}>
          <legend>表示する項目</legend>
          <div className={styles.chooserGrid}>
            {CASE_COLUMNS.map((id) => (
              <Checkbox
                key={id}
                label={CASE_COLUMN_LABEL[id]}
                checked={draft.includes(id)}
                disabled={id === 'case_name'}
                onCheckedChange={() => setDraft(toggleColumn(draft, id, CASE_COLUMNS, ['case_name']))}
              />
            ))}
          </div>
          <div className={styles.chooserActions}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              キャンセル
            </Button>
            <Button
              loading={saving}
              onClick={async () => {
                await onSave(draft);
                setOpen(false);
              }}
            >
              保存
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
};
