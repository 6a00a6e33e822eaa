import { BoardDailyPosts } from '@genba/ui/board-daily-posts';
import { DailyPostPopover } from '../../../daily/components/DailyPostPopover.tsx';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { toBoardDailyPosts, useBoardDailies } from '../../hooks/useBoardDailies.ts';
import styles from '../RoomFiles/RoomFiles.module.css';

/**
 * The side panel's 日報 tab: the dailies posted to the room's board (post-bbs-message), each
 * heading opening its report's popup, and the viewer's setting whether posted dailies show in their talk.
 */
export const BoardDailiesTab = ({ roomId }: { roomId: number }) => {
  const dailies = useBoardDailies(roomId);
  return (
    <QueryState
      query={dailies.board}
      pending={<LoadingStatus label="日報を読み込み中" heights={[56, 56]} className={styles.list} />}
    >
      {() => (
        <BoardDailyPosts
          posts={toBoardDailyPosts(dailies.messages)}
          more={dailies.more}
          renderDaily={(post, heading) => <DailyPostPopover dailyId={post.dailyId} heading={heading} />}
          displayInTalk={dailies.displayInTalk}
          onDisplayInTalkChange={dailies.setDisplayInTalk}
          displayPending={dailies.displayPending}
          notice={dailies.notice}
        />
      )}
    </QueryState>
  );
};
