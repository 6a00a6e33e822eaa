import type { TOfficeListItem } from '@genba/api-client/schemas';
import { OfficeForm } from '@genba/forms';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, Skeleton } from '@genba/ui';
import {
  EMPTY_OFFICE_FORM,
  OFFICE_MESSAGE,
  type OfficeFormValues,
  type officeFormSchema,
} from '@genba/validators';
import { useState } from 'react';
import type { z } from 'zod';
import { useApi } from '../../../app/ApiContext.tsx';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import { useOffices, useRefreshSettings } from '../hooks/useSettings.ts';
import styles from './SettingsBox.module.css';
import { SettingsBox } from './SettingsBox.tsx';

type OfficePayload = z.output<typeof officeFormSchema>;

const formValuesOf = (o: TOfficeListItem): OfficeFormValues => ({
  ...EMPTY_OFFICE_FORM,
  name: o.name,
  name_kana: o.name_kana ?? '',
  postcode: o.postcode ?? '',
  prefecture_id: o.prefecture_id === null ? '' : String(o.prefecture_id),
  address1: o.address1 ?? '',
  address2: o.address2 ?? '',
  address3: o.address3 ?? '',
  telephone_number: o.telephone_number ?? '',
  fax_number: o.fax_number ?? '',
});

/** /setting/office: the company's offices, created, edited and deleted (office_update or contract authority, core §6). */
export const OfficeSettingContent = () => {
  const { client } = useApi();
  const offices = useOffices();
  const refresh = useRefreshSettings();
  const [editing, setEditing] = useState<TOfficeListItem | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (values: OfficePayload) => {
    const result =
      editing === 'new' || editing === null
        ? await client.call('createOffice', { body: values })
        : await client.call('updateOffice', { params: { id: editing.id }, body: values });
    if (result.ok) {
      setEditing(null);
      setNotice(`${result.data.data.name}を保存しました。`);
      await refresh();
    }
    return result;
  };

  const remove = async (office: TOfficeListItem) => {
    const result = await client.call('deleteOffice', { params: { id: office.id } });
    if (!result.ok) {
      setNotice(result.messages[0] ?? '削除できませんでした。');
      return;
    }
    setNotice(`${office.name}を削除しました。`);
    await refresh();
  };

  return (
    <>
      <SettingsBox title="営業所設定">
        <div>
          <Button onClick={() => setEditing('new')}>営業所を追加</Button>
        </div>
        <p role="status">{notice}</p>
        <QueryState query={offices} pending={<Skeleton shape="rect" height={200} />}>
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState preset="noData" />
            ) : (
              <ul className={styles.list} aria-label="営業所一覧">
                {data.data.map((office) => (
                  <li key={office.id} className={styles.item}>
                    <div>
                      <span>{office.name}</span> {office.is_head_office && <Badge>本社</Badge>}
                      <div className={styles.muted}>メンバー {office.member_count}人</div>
                    </div>
                    <div className={styles.itemActions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${office.name}を編集`}
                        onClick={() => setEditing(office)}
                      >
                        編集
                      </Button>
                      {!office.is_head_office && (
                        <ConfirmDialog
                          variant="destructive"
                          title="営業所の削除"
                          description={
                            office.member_count > 0 ? OFFICE_MESSAGE.hasMembers : OFFICE_MESSAGE.deleteConfirm
                          }
                          onConfirm={() => remove(office)}
                          trigger={
                            <Button variant="ghost" size="sm" aria-label={`${office.name}を削除`}>
                              削除
                            </Button>
                          }
                        />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </SettingsBox>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="settings"
        title={editing === 'new' ? '営業所の登録' : '営業所の編集'}
      >
        {editing !== null && (
          <OfficeForm
            key={editing === 'new' ? 'new' : editing.id}
            mode={editing === 'new' ? 'create' : 'edit'}
            defaultValues={editing === 'new' ? undefined : formValuesOf(editing)}
            onSubmit={onSubmit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
    </>
  );
};
