import { MemberForm } from '@genba/forms';
import { Button, ConfirmDialog, Dialog, Skeleton } from '@genba/ui';
import { MEMBER_WRITE_MESSAGE, type MemberFormOutput } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { useMember } from '../../session/hooks/useSession.ts';
import { FetchFailed } from '../../shell/components/QueryState/index.ts';
import { useOccupations } from '../hooks/useCompanySettings.ts';
import { useMemberDetail, useRefreshMembers } from '../hooks/useMemberDetail.ts';
import { authOptionsFor, formValuesOf, memberRequestOf, officeOptionsFor } from '../utils/memberForm.ts';
import styles from './MemberDialog.module.css';

const useFormOptions = () => {
  const { member, offices, company } = useMember();
  const occupations = useOccupations();
  return {
    occupations: (occupations.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
    companyId: company.id,
    actorId: member.member_id,
    authOptions: authOptionsFor(member.auth_id),
    offices: officeOptionsFor(member, offices),
    companyRequiresWorkerList: (authId: number) => company.company_auth_worker_requires.includes(authId),
  };
};

/** The メンバー登録 button and its dialog: the member form in create mode. */
export const CreateMemberDialog = ({ onSaved }: { onSaved?: (name: string) => void }) => {
  const [open, setOpen] = useState(false);
  const { client } = useApi();
  const refresh = useRefreshMembers();
  const { companyId, actorId: _actor, ...formOptions } = useFormOptions();
  const onSubmit = async (values: MemberFormOutput) => {
    const result = await client.call('createMember', { body: memberRequestOf(values, companyId) });
    if (result.ok) {
      setOpen(false);
      await refresh();
      onSaved?.(values.name1);
    }
    return result;
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="settings"
      title="メンバー登録"
      className={styles.dialog}
      trigger={<Button variant="secondary">メンバー登録</Button>}
    >
      <MemberForm mode="create" onSubmit={onSubmit} onCancel={() => setOpen(false)} {...formOptions} />
    </Dialog>
  );
};

export type EditMemberDialogProps = {
  memberId: number | null;
  onClose: () => void;
  onSaved?: (message: string) => void;
};

/** A member opened from the table: the member form in edit mode, and 削除 after a confirmation. */
export const EditMemberDialog = ({ memberId, onClose, onSaved }: EditMemberDialogProps) => {
  const { client } = useApi();
  const refresh = useRefreshMembers();
  const detail = useMemberDetail(memberId);
  const { companyId, actorId, ...formOptions } = useFormOptions();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onSubmit = async (values: MemberFormOutput) => {
    if (memberId === null) return undefined;
    const result = await client.call('updateMember', {
      params: { id: memberId },
      body: { ...memberRequestOf(values, companyId), member_id: memberId },
    });
    if (result.ok) {
      await refresh();
      onClose();
      onSaved?.(`${values.name1}さんの情報を保存しました。`);
    }
    return result;
  };

  const remove = async () => {
    if (memberId === null) return;
    setDeleteError(null);
    const result = await client.call('deleteMember', { params: { id: memberId } });
    if (!result.ok) {
      setDeleteError(result.messages[0] ?? '削除できませんでした。');
      throw new Error('delete refused');
    }
    await refresh();
    onClose();
    onSaved?.('メンバーを削除しました。');
  };

  return (
    <Dialog
      open={memberId !== null}
      onOpenChange={(open) => !open && onClose()}
      size="settings"
      title="メンバー編集"
      className={styles.dialog}
    >
      {detail.isPending ? (
        <Skeleton shape="rect" height={320} />
      ) : detail.isError ? (
        <FetchFailed onRetry={() => void detail.refetch()} retrying={detail.isRefetching} />
      ) : (
        <>
          <MemberForm
            key={detail.data.member_id}
            mode="edit"
            onSubmit={onSubmit}
            onCancel={onClose}
            defaultValues={formValuesOf(detail.data)}
            {...formOptions}
          />
          {detail.data.member_id !== actorId && (
            <div className={styles.danger}>
              {deleteError && <p role="alert">{deleteError}</p>}
              <ConfirmDialog
                variant="destructive"
                title="メンバーの削除"
                description={MEMBER_WRITE_MESSAGE.deleteConfirm}
                onConfirm={remove}
                trigger={<Button variant="danger">このメンバーを削除</Button>}
              />
            </div>
          )}
        </>
      )}
    </Dialog>
  );
};
