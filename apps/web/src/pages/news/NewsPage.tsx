import type { TMention } from '@genba/api-client/schemas';
import { Button, EmptyState, Tabs } from '@genba/ui';
import { badgeLabel, NewsList, type NewsListItem } from '@genba/ui/news-list';
import { NEWS_TYPE_LABEL } from '@genba/validators';
import { useNavigate } from 'react-router';
import {
  useMentionCount,
  useMentions,
  useNewsList,
  useReadAllNews,
  useReadMention,
} from '../../modules/news/hooks/useNews.ts';
import { useOpenNews } from '../../modules/news/hooks/useOpenNews.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { LoadingStatus, QueryState } from '../../modules/shell/components/QueryState/index.ts';
import { fieldRoomPath, groupRoomPath } from '../../modules/talk/utils/roomPaths.ts';
import styles from './NewsPage.module.css';

const mentionItem = (m: TMention): NewsListItem => ({
  id: m.id,
  title: `${m.from_member_name}：${m.message}`,
  date: m.regist_datetime,
  kind: m.room_name || 'トーク',
  read: m.read_flg === 1,
});

const NewsTab = () => {
  const query = useNewsList();
  const readAll = useReadAllNews();
  const open = useOpenNews();
  return (
    <QueryState query={query} pending={<LoadingStatus label="お知らせを読み込み中" heights={[56, 56, 56]} />}>
      {(data) => (
        <>
          <div className={styles.toolbar}>
            <span>未読 {badgeLabel(data.unread_count)} 件</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={data.unread_count === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate({})}
            >
              すべて既読にする
            </Button>
          </div>
          <NewsList
            aria-label="お知らせ一覧"
            items={data.news.map((n) => ({
              id: n.id,
              title: n.news_title,
              date: n.publish_start,
              kind: NEWS_TYPE_LABEL[n.news_type],
              read: n.readed === 1,
            }))}
            onOpen={(item) => {
              const news = data.news.find((n) => n.id === item.id);
              if (news) open(news);
            }}
            empty={<EmptyState preset="noData" title="お知らせはありません" />}
          />
        </>
      )}
    </QueryState>
  );
};

const MentionsTab = () => {
  const query = useMentions();
  const read = useReadMention();
  const navigate = useNavigate();
  return (
    <QueryState
      query={query}
      pending={<LoadingStatus label="メンションを読み込み中" heights={[56, 56, 56]} />}
    >
      {(data) => (
        <NewsList
          aria-label="メンション一覧"
          items={data.mentions.map(mentionItem)}
          onOpen={(item) => {
            const mention = data.mentions.find((m) => m.id === item.id);
            if (!mention) return;
            if (mention.read_flg === 0) read.mutate({ params: { id: mention.id } });
            void navigate(
              mention.attendance_field_id !== null
                ? fieldRoomPath(mention.attendance_field_id)
                : groupRoomPath(mention.chatroom_id),
            );
          }}
          empty={<EmptyState preset="noData" title="メンションはありません" />}
        />
      )}
    </QueryState>
  );
};

/** /news: the member's news (pc_news or sp_news) and mentions, read and unread (talk §4). */
export const Page = () => {
  const { user, company } = useMember();
  const count = useMentionCount();
  const mentions = count.data?.count ?? 0;
  return (
    <MemberLayout title="お知らせ" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <h1 className={styles.heading}>お知らせ</h1>
        <Tabs defaultValue="news">
          <Tabs.List aria-label="お知らせの種類">
            <Tabs.Trigger value="news">お知らせ</Tabs.Trigger>
            <Tabs.Trigger value="mentions">
              メンション{mentions > 0 ? `（${badgeLabel(mentions)}）` : ''}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="news">
            <NewsTab />
          </Tabs.Content>
          <Tabs.Content value="mentions">
            <MentionsTab />
          </Tabs.Content>
        </Tabs>
      </div>
    </MemberLayout>
  );
};
