import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { EmptyState, Select, Skeleton } from '@genba/ui';
import { folderFormSchema } from '@genba/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import { NameForm } from '../../modules/album/components/NameForm.tsx';
import styles from '../../modules/album/components/SettingsList.module.css';
import { SettingsRow } from '../../modules/album/components/SettingsRow.tsx';
import { useSettingsWrite } from '../../modules/album/hooks/useSettingsWrite.ts';
import { moveHandlers } from '../../modules/album/utils/moveHandlers.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';

/**
 * /genbamastersetting/folder: a project's album folders (talk §3 Folder,
 * issue 12). Deleting a folder never deletes photos: they move to no folder.
 */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const fields = useQuery(createQueryOptions(client, 'getInitAlbumData', { query: {} }));
  const fieldId = picked ?? fields.data?.fields[0]?.attendance_field_id ?? null;
  const folders = useQuery({
    ...createQueryOptions(client, 'getInitAlbumData', { query: { field_id: fieldId ?? 0 } }),
    enabled: fieldId !== null,
  });
  const { status, write } = useSettingsWrite(() =>
    queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getInitAlbumData') }),
  );

  return (
    <MemberLayout title="フォルダ設定" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>フォルダ設定</h1>
        </div>
        <QueryState query={fields} pending={<Skeleton shape="rect" height={48} />}>
          {(data) =>
            data.fields.length === 0 ? (
              <EmptyState title="現場がありません" description="現場に参加するとフォルダを設定できます。" />
            ) : (
              <Select
                label="現場"
                value={fieldId === null ? '' : String(fieldId)}
                onChange={(e) => setPicked(Number(e.target.value))}
                options={data.fields.map((f) => ({
                  value: String(f.attendance_field_id),
                  label: f.case_name,
                }))}
              />
            )
          }
        </QueryState>
        {status && (
          <p className={styles.status} role="status">
            {status}
          </p>
        )}
        {fieldId !== null && (
          <>
            <NameForm
              schema={folderFormSchema}
              label="フォルダ名"
              submitLabel="フォルダを追加"
              resetOnSuccess
              onSubmit={(name) =>
                write(
                  client.call('createPictureFolder', { body: { field_id: fieldId, name } }),
                  'フォルダを追加しました。',
                )
              }
            />
            <QueryState query={folders} pending={<Skeleton shape="rect" height={240} />}>
              {(data) => {
                const list = data.folders.filter((f) => f.field_id === fieldId);
                if (list.length === 0)
                  return (
                    <EmptyState
                      title="フォルダがありません"
                      description="「フォルダを追加」から写真の整理用フォルダを作成できます。"
                    />
                  );
                return (
                  <ul className={styles.list} aria-label="フォルダ">
                    {list.map((folder, i) => (
                      <li key={folder.id}>
                        <SettingsRow
                          name={folder.name}
                          kind="フォルダ"
                          schema={folderFormSchema}
                          {...moveHandlers(list, i, (folder_ids) =>
                            write(
                              client.call('sortPictureFolders', {
                                body: { field_id: fieldId, folder_ids },
                              }),
                              '並び順を保存しました。',
                            ),
                          )}
                          onRename={(name) =>
                            write(
                              client.call('updatePictureFolder', {
                                params: { id: folder.id },
                                body: { name },
                              }),
                              'フォルダ名を変更しました。',
                            )
                          }
                          onDelete={async () => {
                            await write(
                              client.call('deletePictureFolder', {
                                params: { folderId: folder.id },
                                body: { field_id: fieldId },
                              }),
                              'フォルダを削除しました。',
                            );
                          }}
                          deleteDescription="フォルダ内の写真は削除されず、フォルダなしに移ります。"
                        />
                      </li>
                    ))}
                  </ul>
                );
              }}
            </QueryState>
          </>
        )}
      </div>
    </MemberLayout>
  );
};
