import { Button } from '@genba/ui';
import { Link } from 'react-router';
import { useNewsList, useReadAllNews } from '../../modules/news/hooks/useNews.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { LoadingStatus, QueryState } from '../../modules/shell/components/QueryState/index.ts';
import styles from './NewsPage.module.css';

/**
 * /news/setting and /news/setting-pc (talk §2 "settings"; their content is not shown in the spec):
 * the member's news state in one place: unread count, read all, and the dismissed pop-ups.
 */
export const Page = () => {
  const { user, company } = useMember();
  const query = useNewsList();
  const readAll = useReadAllNews();
  return (
    <MemberLayout title="お知らせ設定" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <Link to="/news">← お知らせ一覧</Link>
        <h1 className={styles.heading}>お知らせ設定</h1>
        <QueryState
          query={query}
          pending={<LoadingStatus label="お知らせ設定を読み込み中" heights={[40, 40]} />}
        >
          {(data) => (
            <dl>
              <dt>未読のお知らせ</dt>
              <dd>
                {data.unread_count} 件{' '}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={data.unread_count === 0}
                  onClick={() => readAll.mutate({})}
                >
                  すべて既読にする
                </Button>
              </dd>
              <dt>ポップアップを表示しないお知らせ</dt>
              <dd>
                {data.news
                  .filter((n) => n.unpopup === 1)
                  .map((n) => n.news_title)
                  .join('、') || 'ありません'}
              </dd>
            </dl>
          )}
        </QueryState>
      </div>
    </MemberLayout>
  );
};
