import type { TAdminUser } from '@genba/api-client/schemas';
import { AdminUserForm, adminUserFormToRequest, emptyAdminUserForm } from '@genba/forms';
import { Button, ConfirmDialog, EmptyState } from '@genba/ui';
import { ADMIN_ROLE_LABEL } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import { useAdminUsers, useInvalidateAdminUsers } from '../../modules/adminUser/hooks/useAdminUsers.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { LoadingStatus, QueryState } from '../../modules/shell/components/QueryState/index.ts';
import styles from '../news/NewsPage.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; admin: TAdminUser } | undefined;

const Editor = ({ editing, onDone }: { editing: NonNullable<Editing>; onDone: () => void }) => {
  const { client } = useApi();
  const invalidate = useInvalidateAdminUsers();
  const admin = editing.mode === 'edit' ? editing.admin : undefined;
  const heading = admin ? 'システム管理者の編集' : 'システム管理者の登録';
  return (
    <section aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <AdminUserForm
        mode={editing.mode}
        defaultValues={
          admin
            ? {
                name: admin.name,
                email: admin.email,
                role: String(admin.role) as '0' | '1',
                password: '',
                password_confirmation: '',
              }
            : emptyAdminUserForm
        }
        onCancel={onDone}
        onSubmit={async (values) => {
          const fields = adminUserFormToRequest(values);
          const result = admin
            ? await client.call('updateAdminUser', { body: { id: admin.id, ...fields } })
            : await client.call('createAdminUser', {
                body: {
                  ...fields,
                  password: values.password,
                  password_confirmation: values.password_confirmation,
                },
              });
          if (result.ok) {
            await invalidate();
            onDone();
          }
          return result;
        }}
      />
    </section>
  );
};

/**
 * /admin/users: system administrators list, add, edit and remove administrators (talk §7
 * admin_user; the screen is our design). Only those with the role 管理者 may change them: the
 * server refuses the others with its message, shown here.
 */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const query = useAdminUsers();
  const invalidate = useInvalidateAdminUsers();
  const [editing, setEditing] = useState<Editing>();
  const [deleteError, setDeleteError] = useState<string>();
  return (
    <MemberLayout title="システム管理者" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>システム管理者</h1>
          {editing ? null : <Button onClick={() => setEditing({ mode: 'create' })}>新規登録</Button>}
        </div>
        {editing ? <Editor editing={editing} onDone={() => setEditing(undefined)} /> : null}
        {deleteError ? <p role="alert">{deleteError}</p> : null}
        <QueryState
          query={query}
          pending={<LoadingStatus label="システム管理者を読み込み中" heights={[40, 40, 40]} />}
        >
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState preset="noData" title="システム管理者はいません" />
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">名前</th>
                    <th scope="col">メールアドレス</th>
                    <th scope="col">権限</th>
                    <th scope="col">操作</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((a) => (
                    <tr key={a.id}>
                      <td>{a.name}</td>
                      <td>{a.email}</td>
                      <td>{ADMIN_ROLE_LABEL[a.role]}</td>
                      <td>
                        <div className={styles.actions}>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`${a.name}を編集`}
                            onClick={() => setEditing({ mode: 'edit', admin: a })}
                          >
                            編集
                          </Button>
                          <ConfirmDialog
                            variant="destructive"
                            title="システム管理者を削除しますか？"
                            description={`「${a.name}」の管理者権限を削除します。元に戻せません。`}
                            confirmLabel="削除"
                            trigger={
                              <Button size="sm" variant="danger" aria-label={`${a.name}を削除`}>
                                削除
                              </Button>
                            }
                            onConfirm={async () => {
                              const result = await client.call('deleteAdminUser', { params: { id: a.id } });
                              setDeleteError(result.ok ? undefined : result.messages.join('\n'));
                              await invalidate();
                            }}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryState>
      </div>
    </MemberLayout>
  );
};
