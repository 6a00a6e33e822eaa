import { createQueryOptions } from '@genba/api-client/query';
import type { TTag } from '@genba/api-client/schemas';
import { Checkbox, EmptyState, Select, Skeleton } from '@genba/ui';
import {
  TAG_MASTER_LIMITS,
  tagFormSchema,
  tagGroupFormSchema,
  UNKNOWN_TAG_GROUP_NAME,
} from '@genba/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import { NameForm } from '../../modules/album/components/NameForm.tsx';
import styles from '../../modules/album/components/SettingsList.module.css';
import { SettingsRow } from '../../modules/album/components/SettingsRow.tsx';
import { useSettingsWrite } from '../../modules/album/hooks/useSettingsWrite.ts';
import { useRefreshTags, useTagSettings } from '../../modules/album/hooks/useTagSettings.ts';
import { moveHandlers } from '../../modules/album/utils/moveHandlers.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';

const COMPANY_SCOPE = '';

/**
 * /genbamastersetting/tag-group: the company's tag groups and tags (talk §3,
 * issue 12), or one project's own groups (a tag group's field_id, talk §3):
 * those are offered only for that project's photos. Names follow core §5 (tag
 * 32, group 20); deleting a group keeps its tags under 不明, deleting a tag
 * takes it off the photos.
 */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const [scope, setScope] = useState<number | null>(null);
  const fields = useQuery(createQueryOptions(client, 'getInitAlbumData', { query: {} }));
  const settings = useTagSettings(scope);
  const { status, write } = useSettingsWrite(useRefreshTags());

  const tagRows = (tags: readonly TTag[], groupId: number | null) => (
    <ul className={styles.list} aria-label="タグ">
      {tags.map((tag, i) => (
        <li key={tag.id}>
          <SettingsRow
            name={tag.name}
            kind="タグ"
            schema={tagFormSchema}
            {...moveHandlers(tags, i, (ids) =>
              write(
                client.call('sortTags', { body: { tag_group_id: groupId, ids } }),
                '並び順を保存しました。',
              ),
            )}
            onRename={(name) =>
              write(
                client.call('updateTag', {
                  params: { id: tag.id },
                  body: { name, tag_group_id: groupId },
                }),
                'タグ名を変更しました。',
              )
            }
            onDelete={async () => {
              await write(client.call('deleteTag', { params: { id: tag.id } }), 'タグを削除しました。');
            }}
            deleteDescription="このタグは写真からも外れます（写真は残ります）。"
          />
        </li>
      ))}
    </ul>
  );

  return (
    <MemberLayout title="タググループ設定" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>タググループ設定</h1>
          <span>
            タググループ{TAG_MASTER_LIMITS.groupsPerCompany}件、1グループのタグ
            {TAG_MASTER_LIMITS.tagsPerGroup}件まで
          </span>
        </div>
        {status && (
          <p className={styles.status} role="status">
            {status}
          </p>
        )}
        <Select
          label="タググループの範囲"
          value={scope === null ? COMPANY_SCOPE : String(scope)}
          onChange={(e) => setScope(e.target.value === COMPANY_SCOPE ? null : Number(e.target.value))}
          options={[
            { value: COMPANY_SCOPE, label: '会社共通（すべての現場）' },
            ...(fields.data?.fields ?? []).map((f) => ({
              value: String(f.attendance_field_id),
              label: `${f.case_name}（この現場のみ）`,
            })),
          ]}
        />
        <NameForm
          schema={tagGroupFormSchema}
          label="タググループ名"
          submitLabel="タググループを追加"
          resetOnSuccess
          onSubmit={(name) =>
            write(
              client.call('createTagGroup', {
                body: { name, pqa_flg: 0, ...(scope === null ? {} : { field_id: scope }) },
              }),
              'タググループを追加しました。',
            )
          }
        />
        <QueryState query={settings} pending={<Skeleton shape="rect" height={320} />}>
          {(data) => {
            // The answer holds the company's groups too when a project is chosen: show the chosen scope's.
            const groups = data.tag_groups.filter((g) => g.field_id === scope);
            const ungrouped = scope === null ? data.ungrouped_tags : [];
            return groups.length === 0 && ungrouped.length === 0 ? (
              scope === null ? (
                <EmptyState
                  title="タググループがありません"
                  description="「タググループを追加」から写真の分類を登録できます。"
                />
              ) : (
                <EmptyState
                  title="この現場のタググループはありません"
                  description="「タググループを追加」で、この現場の写真だけに使う分類を登録できます。"
                />
              )
            ) : (
              <>
                {groups.map((group, i) => (
                  <section key={group.id} className={styles.group} aria-label={`タググループ ${group.name}`}>
                    <SettingsRow
                      as="h2"
                      name={group.name}
                      kind="タググループ"
                      schema={tagGroupFormSchema}
                      {...moveHandlers(groups, i, (ids) =>
                        write(client.call('sortTagGroups', { body: { ids } }), '並び順を保存しました。'),
                      )}
                      onRename={(name) =>
                        write(
                          client.call('updateTagGroup', {
                            params: { id: group.id },
                            body: { name, pqa_flg: group.pqa_flg },
                          }),
                          'タググループ名を変更しました。',
                        )
                      }
                      onDelete={async () => {
                        await write(
                          client.call('deleteTagGroup', { params: { id: group.id } }),
                          'タググループを削除しました。',
                        );
                      }}
                      deleteDescription={`グループのタグは「${UNKNOWN_TAG_GROUP_NAME}」に移り、写真のタグはそのまま残ります。`}
                      extra={
                        <Checkbox
                          label="PQA"
                          checked={group.pqa_flg === 1}
                          onCheckedChange={(checked) =>
                            void write(
                              client.call('updateTagGroup', {
                                params: { id: group.id },
                                body: { name: group.name, pqa_flg: checked === true ? 1 : 0 },
                              }),
                              'PQAの設定を保存しました。',
                            )
                          }
                        />
                      }
                    />
                    {group.tags.length === 0 ? <p>タグがありません</p> : tagRows(group.tags, group.id)}
                    <NameForm
                      schema={tagFormSchema}
                      label={`${group.name}のタグ名`}
                      submitLabel="タグを追加"
                      resetOnSuccess
                      onSubmit={(name) =>
                        write(
                          client.call('createTag', { body: { name, tag_group_id: group.id } }),
                          'タグを追加しました。',
                        )
                      }
                    />
                  </section>
                ))}
                {ungrouped.length > 0 && (
                  <section className={styles.group} aria-label={`タググループ ${UNKNOWN_TAG_GROUP_NAME}`}>
                    <h2 className={styles.groupName}>{UNKNOWN_TAG_GROUP_NAME}</h2>
                    {tagRows(ungrouped, null)}
                  </section>
                )}
              </>
            );
          }}
        </QueryState>
      </div>
    </MemberLayout>
  );
};
