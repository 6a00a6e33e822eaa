import type { TChatRoom } from '@genba/api-client';
import { BoardFileList } from '@genba/ui/board-file-list';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { useBoardFiles } from '../../hooks/useBoardFiles.ts';
import styles from './RoomFiles.module.css';

export type RoomFilesTabProps = {
  room: TChatRoom;
  viewerId: number;
  /** A manager of the room (canEditRoomBoard): ピックアップ and 削除 of any file. The server decides again. */
  isManager: boolean;
};

/**
 * The side panel's ファイル tab (issue 11 §7): the room's board files, pickup first and 未読
 * until opened; any member uploads (with progress and キャンセル) and downloads, managers pick up, the uploader or a manager
 * deletes after a confirmation.
 */
export const RoomFilesTab = ({ room, viewerId, isManager }: RoomFilesTabProps) => {
  const files = useBoardFiles(room, viewerId, isManager);
  return (
    <QueryState
      query={files.board}
      pending={<LoadingStatus label="ファイルを読み込み中" heights={[36, 36]} className={styles.list} />}
    >
      {() => (
        <BoardFileList
          files={files.files}
          uploads={files.uploads}
          canPickup={isManager}
          notice={files.notice}
          onChoose={files.choose}
          onOpen={(f) => void files.open(f)}
          onTogglePickup={(f) => void files.togglePickup(f)}
          onDelete={files.remove}
          onRetry={files.retry}
          onDismiss={files.dismiss}
          onCancel={files.cancel}
          onReplace={files.replace}
        />
      )}
    </QueryState>
  );
};
