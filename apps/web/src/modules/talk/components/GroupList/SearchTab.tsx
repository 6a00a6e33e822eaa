import { EmptyState } from '@genba/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { useMessageSearch, useRoomSearch } from '../../hooks/useRoomLists.ts';
import { fieldRoomPath, groupRoomPath } from '../../utils/roomPaths.ts';
import styles from './GroupList.module.css';
import { RoomRows } from './RoomRows.tsx';

/**
 * The 検索 tab: rooms by name (group_list search) and messages by text
 * (case-collection with is_search_message). It searches on submit, so a
 * Japanese IME's Enter that confirms a conversion never starts a search.
 */
export const SearchTab = ({ now }: { now?: Date | undefined }) => {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const rooms = useRoomSearch(keyword);
  const messages = useMessageSearch(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };
  return (
    <div className={styles.tabBody}>
      <form aria-label="トークの検索" className={styles.search} onSubmit={submit}>
        <input
          type="search"
          aria-label="トークを検索"
          placeholder="現場名・グループ名・メッセージ"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit">検索</button>
      </form>
      {keyword === '' ? (
        <p className={styles.hint}>キーワードを入力して検索してください。</p>
      ) : (
        <>
          <QueryState
            query={rooms}
            pending={<LoadingStatus label="検索中" heights={[64, 64]} className={styles.loading} />}
          >
            {(data) =>
              data.rooms.length === 0 ? (
                <EmptyState preset="noData" description="該当するトークはありません。" />
              ) : (
                <RoomRows rooms={data.rooms} label="検索結果" now={now} />
              )
            }
          </QueryState>
          <QueryState query={messages} pending={null}>
            {(data) =>
              data.messages.length === 0 ? null : (
                <ul className={styles.rows} aria-label="メッセージの検索結果">
                  {data.messages.map((hit) => {
                    const field = data.cases.find((c) => c.chatroom_id === hit.chatroom_id);
                    return (
                      <li key={hit.message.id} className={styles.row}>
                        <div className={styles.rowMain}>
                          <Link
                            className={styles.rowName}
                            to={
                              field
                                ? fieldRoomPath(field.attendance_field_id)
                                : groupRoomPath(hit.chatroom_id)
                            }
                          >
                            {hit.room_name}
                          </Link>
                          <span className={styles.preview}>{hit.message.message}</span>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </QueryState>
        </>
      )}
    </div>
  );
};
