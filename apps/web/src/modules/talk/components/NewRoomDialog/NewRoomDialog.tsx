import { queryKeyPrefixFor } from '@genba/api-client/query';
import { Button, Dialog, Skeleton } from '@genba/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../../app/ApiContext.tsx';
import { FetchFailed } from '../../../shell/components/QueryState/index.ts';
import { useTalkContacts } from '../../hooks/useRoomLists.ts';
import { groupRoomPath, memberRoomPath } from '../../utils/roomPaths.ts';
import styles from './NewRoomDialog.module.css';

export type NewRoomDialogProps = {
  /** A group of chosen members, or a private room with one of them. */
  mode: 'group' | 'private';
  onClose: () => void;
};

/**
 * Starting a room (issue 11 §1): a group with a name and chosen members
 * (createGroupRoom), or a private room with one member, which opens
 * /talk/member/:memberId and exists once the first message is sent.
 */
export const NewRoomDialog = ({ mode, onClose }: NewRoomDialogProps) => {
  const { client } = useApi();
  const contacts = useTalkContacts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await client.call('createGroupRoom', { body: { name, member_ids: [...chosen] } });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.messages.length > 0 ? result.messages : ['グループを作成できませんでした。']);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getGroupAndPrivateChatList') });
    onClose();
    navigate(groupRoomPath(result.data.chatroom_id));
  };

  const shown = (contacts.data?.members ?? []).filter(
    (m) => filter === '' || m.name.includes(filter) || (m.company_name ?? '').includes(filter),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mode === 'group' ? 'グループを作成' : '個人トークを始める'}
      size="settings"
    >
      <form
        className={styles.form}
        onSubmit={(e) => void create(e)}
        aria-label={mode === 'group' ? 'グループを作成' : '個人トーク'}
      >
        {mode === 'group' ? (
          <label className={styles.field}>
            <span>グループ名</span>
            <input value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
          </label>
        ) : null}
        <label className={styles.field}>
          <span>メンバーを絞り込む</span>
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
        {contacts.isPending ? (
          <div role="status" aria-label="メンバーを読み込み中">
            <Skeleton shape="rect" height={120} />
          </div>
        ) : contacts.isError ? (
          <FetchFailed onRetry={() => void contacts.refetch()} />
        ) : shown.length === 0 ? (
          <p className={styles.empty}>選べるメンバーがいません。</p>
        ) : mode === 'group' ? (
          <fieldset className={styles.members}>
            <legend>メンバー（{chosen.size}人選択中）</legend>
            {shown.map((m) => (
              <label key={m.member_id} className={styles.member}>
                <input
                  type="checkbox"
                  checked={chosen.has(m.member_id)}
                  onChange={() => toggle(m.member_id)}
                />
                <span>{m.name}</span>
                {m.company_name ? <span className={styles.company}>{m.company_name}</span> : null}
              </label>
            ))}
          </fieldset>
        ) : (
          <ul className={styles.members} aria-label="個人トークの相手">
            {shown.map((m) => (
              <li key={m.member_id}>
                <button
                  type="button"
                  className={styles.memberButton}
                  onClick={() => {
                    onClose();
                    navigate(memberRoomPath(m.member_id));
                  }}
                >
                  <span>{m.name}</span>
                  {m.company_name ? <span className={styles.company}>{m.company_name}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.length > 0 ? (
          <ul role="alert" className={styles.errors}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.footer}>
          <Button type="button" variant="secondary" onClick={onClose}>
            キャンセル
          </Button>
          {mode === 'group' ? (
            <Button type="submit" disabled={saving}>
              作成
            </Button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
};
