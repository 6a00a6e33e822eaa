import type { TBuildingFile } from '@genba/api-client';
import { createQueryOptions } from '@genba/api-client/query';
import { Badge } from '@genba/ui';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../../app/ApiContext.tsx';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import styles from './RoomFiles.module.css';

/** Pickup-flagged files first (talk §4), otherwise as the server listed them (newest first). */
export const orderBoardFiles = (files: readonly TBuildingFile[]): TBuildingFile[] =>
  [...files].sort((a, b) => b.pickup_flg - a.pickup_flg);

/**
 * The side panel's ファイル tab: the room's building files from getBbsMessages, pickup first,
 * an updated file not yet opened marked 未読.
 */
export const RoomFilesTab = ({ roomId }: { roomId: number }) => {
  const { client } = useApi();
  const board = useQuery(createQueryOptions(client, 'getBbsMessages', { params: { id: roomId } }));
  return (
    <QueryState
      query={board}
      pending={<LoadingStatus label="ファイルを読み込み中" heights={[36, 36]} className={styles.list} />}
    >
      {(data) =>
        data.files.length === 0 ? (
          <p className={styles.empty}>ファイルはありません。</p>
        ) : (
          <ul className={styles.list} aria-label="ファイル">
            {orderBoardFiles(data.files).map((f) => (
              <li key={f.id} className={styles.file}>
                <span className={styles.name}>{f.building_file_upload_filename}</span>
                <span className={styles.meta}>
                  {f.pickup_flg === 1 ? <Badge tone="brand">ピックアップ</Badge> : null}
                  {f.readed === 0 ? <Badge tone="danger">未読</Badge> : null}
                  {f.regist_user_name}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
};
