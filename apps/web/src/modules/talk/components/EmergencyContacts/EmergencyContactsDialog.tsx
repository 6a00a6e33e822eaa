import type { TEmergencyContact } from '@genba/api-client';
import { queryKeyFor } from '@genba/api-client/query';
import { ZEmergencyContactInput } from '@genba/api-client/schemas';
import { FormMessages, useServerAction } from '@genba/forms';
import { Button, ConfirmDialog, Dialog, Select, TextField } from '@genba/ui';
import { EMERGENCY_CONTACT_TYPES, formatPhone, moveRow } from '@genba/validators';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useApi } from '../../../../app/ApiContext.tsx';
import styles from './EmergencyContacts.module.css';

type Row = {
  /** A stable React key for rows not yet saved. */
  key: string;
  id?: number;
  name: string;
  contact_type_id: number;
  tel_number: string;
};
type RowErrors = Partial<Record<'name' | 'contact_type_id' | 'tel_number', string>>;

const TYPE_OPTIONS = EMERGENCY_CONTACT_TYPES.map((t) => ({ value: String(t.id), label: t.label }));

let nextKey = 0;
const toRow = (c: TEmergencyContact): Row => ({
  key: `c${c.id}`,
  id: c.id,
  name: c.name,
  contact_type_id: c.contact_type_id,
  tel_number: formatPhone(c.tel_number),
});
const newRow = (): Row => ({ key: `n${++nextKey}`, name: '', contact_type_id: 1, tel_number: '' });

/** Each row checked with the request's own schema, so the dialog shows the server's messages before sending. */
const validate = (rows: readonly Row[]) => {
  const errors: RowErrors[] = [];
  const parsed = rows.map((row, i) => {
    const result = ZEmergencyContactInput.safeParse({ ...row, key: undefined });
    if (result.success) return result.data;
    const rowErrors: RowErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'contact_type_id' || field === 'tel_number') && !rowErrors[field])
        rowErrors[field] = issue.message;
    }
    errors[i] = rowErrors;
    return null;
  });
  return { errors, parsed };
};

/** Enter in a field must not submit while an IME is composing (the Enter that commits the kana). */
const guardIme = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229))
    event.preventDefault();
};

export type EmergencyContactsDialogProps = {
  roomId: number;
  contacts: readonly TEmergencyContact[];
};

/** Room managers replace the list: add, edit, reorder, delete (confirmed), saved in one call. */
export const EmergencyContactsDialog = ({ roomId, contacts }: EmergencyContactsDialogProps) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [removing, setRemoving] = useState<number | null>(null);

  const save = useServerAction(async () => {
    const { errors: found, parsed } = validate(rows);
    setErrors(found);
    const valid = parsed.flatMap((p) => (p ? [p] : []));
    if (valid.length !== rows.length) return undefined;
    const result = await client.call('updateChatroomEmergencyContact', {
      params: { chatroom_id: roomId },
      body: { emergency_contacts: valid },
    });
    if (result.ok) {
      queryClient.setQueryData(
        queryKeyFor('getBbsMessages', { params: { id: roomId } }),
        (old: { emergency_contacts: TEmergencyContact[] } | undefined) =>
          old ? { ...old, emergency_contacts: result.data.emergency_contacts } : old,
      );
      void queryClient.invalidateQueries({
        queryKey: queryKeyFor('getBbsMessages', { params: { id: roomId } }),
      });
      setOpen(false);
    }
    return result;
  });

  const onOpenChange = (next: boolean) => {
    if (next) {
      setRows(contacts.map(toRow));
      setErrors([]);
      save.reset();
    }
    setOpen(next);
  };
  const update = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (index: number, delta: -1 | 1) => {
    setRows((current) => moveRow(current, index, delta));
    setErrors((current) => moveRow(current, index, delta));
  };
  const removeRow = rows[removing ?? -1];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="緊急連絡先の編集"
      size="settings"
      trigger={
        <Button variant="secondary" size="sm">
          編集
        </Button>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save.run();
        }}
      >
        {rows.length === 0 ? <p className={styles.empty}>緊急連絡先は登録されていません。</p> : null}
        <ol className={styles.editList} aria-label="編集中の緊急連絡先">
          {rows.map((row, i) => (
            <li key={row.key} className={styles.editRow} aria-label={`${i + 1}件目`}>
              <Select
                label="種類"
                options={TYPE_OPTIONS}
                value={String(row.contact_type_id)}
                error={errors[i]?.contact_type_id}
                onChange={(e) => update(i, { contact_type_id: Number(e.currentTarget.value) })}
              />
              <TextField
                label="名称"
                value={row.name}
                error={errors[i]?.name}
                onKeyDown={guardIme}
                onChange={(e) => update(i, { name: e.currentTarget.value })}
              />
              <TextField
                label="電話番号"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={row.tel_number}
                error={errors[i]?.tel_number}
                onKeyDown={guardIme}
                onChange={(e) => update(i, { tel_number: e.currentTarget.value })}
              />
              <div className={styles.rowActions}>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === 0}
                  aria-label={`${i + 1}件目を上へ`}
                  onClick={() => move(i, -1)}
                >
                  上へ
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === rows.length - 1}
                  aria-label={`${i + 1}件目を下へ`}
                  onClick={() => move(i, 1)}
                >
                  下へ
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${i + 1}件目を削除`}
                  onClick={() => setRemoving(i)}
                >
                  削除
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setRows((current) => [...current, newRow()]);
          }}
        >
          連絡先を追加
        </Button>
        <FormMessages messages={save.messages} />
        <div className={styles.footer}>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            キャンセル
          </Button>
          <Button type="submit" loading={save.pending}>
            保存
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removeRow !== undefined}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        variant="destructive"
        title="緊急連絡先の削除"
        description={`「${removeRow?.name || '名称未入力'}」を一覧から削除しますか？保存すると確定します。`}
        confirmLabel="削除"
        onConfirm={() => {
          const index = removing;
          if (index === null) return;
          setRows((current) => current.filter((_, i) => i !== index));
          setErrors((current) => current.filter((_, i) => i !== index));
          setRemoving(null);
        }}
      />
    </Dialog>
  );
};
